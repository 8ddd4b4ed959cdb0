import { lines, heading, type Shape } from '../shared/thumbnail';

export const thumbnail = (): Shape[] => [heading(), ...lines(10, 20, 100, 4), ...lines(10, 48, 100, 4)];
