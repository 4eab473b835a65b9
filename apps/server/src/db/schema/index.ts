export * from './clubs';
export * from './competition';
export * from './enums';
export * from './places';
export * from './referees';
export * from './users';
