import {
  type CarDesign,
  type DirtyWheelsSettings,
  defaultDirtyWheelsSettings,
  type Driver,
  newCarDesign,
  newDriver,
} from '../../../src-shared/engine/dirtywheels';

export const settings = (over: Partial<DirtyWheelsSettings> = {}): DirtyWheelsSettings => ({ ...defaultDirtyWheelsSettings(), ...over });

export const car = (over: Partial<CarDesign> = {}): CarDesign => ({ ...newCarDesign('Rustbucket'), ...over });

export const driver = (over: Partial<Driver> = {}): Driver => ({ ...newDriver('Max'), ...over });
