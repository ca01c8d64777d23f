// @vitest-environment happy-dom
/**
 * The hex RPG vehicle editor's mounted weapons (3d. Weapon Usage, gaps.md #35): each weapon says where it fires from
 * (higher, the same or a lower position: the position-by-target table's row), or leaves it to each shot; a choice is
 * saved at once, and "per shot" takes the stored position off again.
 */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VehicleEditor } from '../../../src-renderer/screens/hexrpg/gang/VehicleEditor';
import { defaultHexrpgSettings, type Vehicle, vehicleSchema } from '../../../src-shared/engine/hexrpg';
import { useComponentLeague } from '../../support/component';
import { typist } from '../../support/componentScreens';

describe('Vehicles: where a mounted weapon fires from (3d. Weapon Usage)', () => {
  const league = useComponentLeague();

  it('offers per shot / higher / same / lower, saves the choice, and takes it off again', async () => {
    const l = await league({ ruleset: 'hexrpg' });
    const user = typist();
    const saved: Vehicle[] = [];
    const rhino = vehicleSchema.parse({ version: 1, name: 'Rhino', kind: 'warcar', weapons: [{ name: 'Roof gun', minimal: 2, average: 5, maximal: 9 }] });
    // As the Gangs screen does: what is saved comes back as the vehicle shown.
    function Saved() {
      const [vehicle, setVehicle] = useState(rhino);
      return (
        <VehicleEditor
          vehicle={vehicle}
          settings={defaultHexrpgSettings()}
          issues={[]}
          onSave={(v) => {
            saved.push(v);
            setVehicle(v);
          }}
        />
      );
    }
    l.render(<Saved />);
    const select = within(screen.getByRole('table', { name: 'Mounted weapons' })).getByRole('combobox', { name: 'Roof gun fires from' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.textContent)).toEqual(['per shot', 'higher', 'same', 'lower']);
    await user.selectOptions(select, 'higher');
    expect(saved.at(-1)?.weapons[0]).toEqual({ name: 'Roof gun', minimal: 2, average: 5, maximal: 9, position: 'higher' });
    await user.selectOptions(select, '');
    expect(saved.at(-1)?.weapons[0]?.position).toBeUndefined();
    expect(saved).toHaveLength(2);
  });
});
