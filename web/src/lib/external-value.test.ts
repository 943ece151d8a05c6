import { describe, expect, it, vi } from 'vitest';
import { createYearStore } from './year-store';
import { derivedValue, writeText } from './external-value';

describe('derivedValue', () => {
  it('computes once per value of its source and tells its subscribers when the source changes', () => {
    const year = createYearStore(1000);
    const compute = vi.fn((y: number) => y * 2);
    const doubled = derivedValue(year, compute);
    const listener = vi.fn();
    const stop = doubled.subscribe(listener);
    expect(doubled.get()).toBe(2000);
    expect(doubled.get()).toBe(2000);
    expect(compute).toHaveBeenCalledTimes(1);
    year.set(1005);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(doubled.get()).toBe(2010);
    expect(compute).toHaveBeenCalledTimes(2);
    stop();
    year.set(1010);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

/** Just enough of a DOM text node for writeText, counting the writes of its text. */
class FakeText {
  readonly nodeType = 3;
  readonly firstChild = null;
  readonly lastChild = null;
  writes = 0;
  constructor(private value: string) {}
  get nodeValue() {
    return this.value;
  }
  set nodeValue(value: string) {
    this.writes++;
    this.value = value;
  }
}
const text = (value: string) => new FakeText(value) as unknown as Node & FakeText;

describe('writeText', () => {
  it('changes a text node in place, and leaves it alone when the text is the same', () => {
    const node = text('341');
    writeText(node, '357');
    expect(node.nodeValue).toBe('357');
    writeText(node, '357');
    expect(node.writes).toBe(1);
  });

  it("changes an element's only text node in place instead of replacing it, and sets the text of an empty element", () => {
    const only = text('1500 CE');
    const element = { nodeType: 1, firstChild: only, lastChild: only, textContent: '1500 CE' } as unknown as Node;
    writeText(element, '1505 CE');
    expect(element.firstChild).toBe(only);
    expect(only.nodeValue).toBe('1505 CE');
    const empty = { nodeType: 1, firstChild: null, lastChild: null, textContent: '' } as unknown as Node;
    writeText(empty, '3500 BCE');
    expect(empty.textContent).toBe('3500 BCE');
    writeText(null, 'nothing');
  });
});
