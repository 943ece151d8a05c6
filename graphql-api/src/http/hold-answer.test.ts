import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { holdAnswerUntil } from './hold-answer.js';

/** An app whose one write route holds its answer until the test releases the work. */
function appWithHeldWrite(work: () => Promise<void>) {
  const app = express();
  app.post('/write', (_req, res) => {
    holdAnswerUntil(res, work);
    res.status(201).json({ written: true });
  });
  return app;
}

describe('holdAnswerUntil', () => {
  it('sends nothing until the work settles, then the answer as written', async () => {
    let release!: () => void;
    let answered = false;
    const app = appWithHeldWrite(() => new Promise<void>((resolve) => (release = resolve)));
    const answer = request(app)
      .post('/write')
      .then((res) => ((answered = true), res));
    await new Promise((r) => setTimeout(r, 100));
    expect(answered).toBe(false);
    release();
    const res = await answer;
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ written: true });
  });

  it('answers too when the work fails (the write itself stands)', async () => {
    const res = await request(appWithHeldWrite(() => Promise.reject(new Error('peer gone')))).post('/write');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ written: true });
  });
});
