import * as migration_20261123_075512_initial from './20261123_075512_initial';

export const migrations = [
  {
    up: migration_20261123_075512_initial.up,
    down: migration_20261123_075512_initial.down,
    name: '20261123_075512_initial'
  },
];
