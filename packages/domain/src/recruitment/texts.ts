/**
 * Texts of the recruitment feature beyond the product's message catalogue (which is in
 * ../messages.ts): field messages of the answer checks and the admin form, and the delete refusal.
 */

export const MAX_ANSWER_LENGTH = 5000;

export const RECRUITMENT_TEXT = {
  answerChooseOption: 'Please choose one of the options',
  answerChooseOptionsOnce: 'Please choose each option only once',
  answerInvalidEmail: 'Please enter a valid email address',
  answerInvalidNumber: 'Please enter a number',
  answerInvalidDate: 'Please enter a valid date',
  answerTooLong: `Answers can be at most ${MAX_ANSWER_LENGTH} characters long`,
  answerNotText: 'Please answer with text',
  answersMalformed: 'Answers must be a list of {questionIndex, answer}',
  answerTwice: 'Each question can be answered only once',
  fieldTooLong: 'At most 100 characters',
  chooseListed: 'Please choose one of the listed options',

  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  deadlineRequired: 'Application deadline is required',
  deadlineInvalid: 'Application deadline must be a date',
  maxApplicationsInvalid: 'Maximum applications must be a whole number of at least 1',
  whatsappInvalid: 'WhatsApp group link must be an http(s) URL',
  questionTextRequired: 'Question text is required',
  questionTypeInvalid: 'Choose a question type from the list',
  optionsRequired: 'Add at least one option',
  showIfParentInvalid: '"Show only if" must name an earlier dropdown or radio question',
  showIfValueInvalid: '"Show only if" must name one of that question\'s options',
  tooManyQuestions: 'At most 100 questions',
  maxBelowCurrent: (current: number) =>
    `Maximum applications cannot be lower than the applications already received (${current})`,
  activatedConcurrently: 'Another recruitment was activated at the same moment. Please try again.',
  hasApplications: (count: number) =>
    `This recruitment has ${count} application${count === 1 ? '' : 's'} and was not deleted. Confirm deleting ${count === 1 ? 'it' : 'them'} too.`,
  confirmDeleteWithApplications: (count: number) =>
    `This recruitment has ${count} application${count === 1 ? '' : 's'}. Deleting it also deletes ${count === 1 ? 'that application' : `all ${count} applications`} permanently. Continue?`,
} as const;
