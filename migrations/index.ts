import * as migration_20261121_213126_initial from './20261121_213126_initial';

export const migrations = [
  {
    up: migration_20261121_213126_initial.up,
    down: migration_20261121_213126_initial.down,
    name: '20261121_213126_initial'
  },
];
