export const refereeDetailPath = (id: number) => `/referees/detail/${id}`;
export const refereeUpdatePath = (id: number) => `/registration/referee/update/${id}`;
