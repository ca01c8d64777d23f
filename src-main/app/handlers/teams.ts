/** Handlers of the team-building channels: cars and drivers of a ruleset without money, through services/teams. */
import type { teamsChannels } from '../../../src-shared/ipc/channels/teams';
import { assignCrew, crewView } from '../../services/league/crew';
import { addCar, addPerson, removeCar, removePerson, renameCar, rollForCar, teamView, updateCar, updatePerson } from '../../services/teams';
import type { HandlersFor } from './types';

export const teamsHandlers: HandlersFor<typeof teamsChannels> = {
  'team.get': ({ session }, input) => teamView(session.league, input.franchiseId),
  'team.addCar': ({ session }, input) => addCar(session.league, input),
  'team.updateCar': ({ session }, input) => updateCar(session.league, input),
  'team.renameCar': ({ session }, input) => renameCar(session.league, input),
  'team.removeCar': ({ session }, input) => removeCar(session.league, input),
  'team.roll': ({ session }, input) => rollForCar(session.league, input),
  'team.addPerson': ({ session }, input) => addPerson(session.league, input),
  'team.updatePerson': ({ session }, input) => updatePerson(session.league, input),
  'team.removePerson': ({ session }, input) => removePerson(session.league, input),
  'crew.list': ({ session }, input) => crewView(session.league, input.franchiseId),
  'crew.assign': ({ session }, input) => assignCrew(session.league, input),
};
