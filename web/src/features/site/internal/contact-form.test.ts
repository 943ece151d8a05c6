import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-form';

describe('validateContact', () => {
  it('asks for every field, a valid email and at most 5000 characters of message', () => {
    expect(validateContact({ firstName: '', lastName: ' ', email: 'nope', subject: 'Hi', message: 'x'.repeat(5001) })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Invalid email',
      message: 'String too long (at most 5000 characters)',
    });
    expect(validateContact({ firstName: 'A', lastName: 'B', email: 'a@b.org', subject: 'S', message: 'M' })).toEqual({});
  });
});
