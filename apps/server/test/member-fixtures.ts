let serial = 0;

/** A new student's details as the join form sends them: every field valid, each call a different student. */
export function newStudent<O extends Record<string, unknown> = Record<never, never>>(over: O = {} as O) {
  serial += 1;
  return {
    first_name: 'Asha',
    last_name: `Patil ${serial}`,
    gender: 'female',
    email: `asha.patil${serial}@mitwpu.edu.in`,
    prn: `1032${String(serial).padStart(6, '0')}`,
    year: 'SY',
    course: 'B.Tech Computer Science and Engineering',
    ...over,
  };
}

/** What each of a student's personal fields says when it is left empty (join form and application). */
export const FIELD_NEEDS = {
  first_name: 'Enter your first name',
  last_name: 'Enter your last name',
  gender: 'Choose your gender',
  email: 'Enter your email',
  prn: 'Enter your PRN',
  year: 'Choose your year',
  course: 'Choose your course',
};
