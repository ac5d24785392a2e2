import { createGoalRequestSchema } from './goals';

describe('createGoalRequestSchema: a goal as the family sends it', () => {
  const goal = { question: 'Who is your new helper?', answer: 'Ana', rating: 3 };
  const messages = (body: object) => {
    const parsed = createGoalRequestSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('given a photo or a voice that is not text, or not a reference, then each field says so in the family’s words', () => {
    expect(messages({ ...goal, photo: 5, voice: true })).toEqual([
      ['photo', 'Please choose the photo again'],
      ['voice', 'Please record the voice clip again'],
    ]);
    expect(messages({ ...goal, photo: 'photo:nope', voice: 'voice:nope' })).toEqual([
      ['photo', 'Please choose the photo again'],
      ['voice', 'Please record the voice clip again'],
    ]);
  });

  it('given a rating outside 1 to 10 or no question, then those fields say so', () => {
    expect(messages({ ...goal, question: ' ', rating: 11 })).toEqual([
      ['question', 'Write the question they will be asked'],
      ['rating', 'Choose a number from 1 to 10'],
    ]);
  });

  it('given only what is needed, then the rest takes its defaults', () => {
    expect(createGoalRequestSchema.parse(goal)).toEqual({ ...goal, otherChoices: [], chosenByLovedOne: false });
  });
});
