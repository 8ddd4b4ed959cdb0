import * as migration_20261123_073144_initial from './20261123_073144_initial';

export const migrations = [
  {
    up: migration_20261123_073144_initial.up,
    down: migration_20261123_073144_initial.down,
    name: '20261123_073144_initial'
  },
];
