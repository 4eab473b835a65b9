export * from './club-registrations';
export * from './clubs';
export * from './competition';
export * from './lookup-lists';
export * from './places';
export * from './referees';
export * from './users';
export * from './audit';
