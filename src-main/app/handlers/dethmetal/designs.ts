/** Handlers of the design library channels. */
import type { designsChannels } from '../../../../src-shared/ipc/channels/dethmetal/designs';
import { deleteDesignTemplate, listDesignTemplates, saveDesignTemplate } from '../../../services/dethmetal/garage';
import type { HandlersFor } from '../types';

export const designsHandlers: HandlersFor<typeof designsChannels> = {
  'designs.list': ({ session }) => listDesignTemplates(session.league),
  'designs.save': ({ session }, input) => saveDesignTemplate(session.league, input),
  'designs.delete': ({ session }, input) => deleteDesignTemplate(session.league, input),
};
