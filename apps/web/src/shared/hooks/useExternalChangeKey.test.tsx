// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { jsdomRoot } from '../testing/jsdomRoot.ts';
import { useExternalChangeKey } from './useExternalChangeKey.ts';

let shown: ReturnType<typeof useExternalChangeKey>;
function Probe({ value }: { value: string }) {
  shown = useExternalChangeKey(value);
  return null;
}

const dom = jsdomRoot();
const render = (value: string) => flushSync(() => dom.root.render(<Probe value={value} />));

describe('useExternalChangeKey', () => {
  it("keeps its generation for the form's own change and moves on for one from outside", () => {
    render('a');
    expect(shown.generation).toBe(0);
    // The form applies b, then a second change (c) before the router has shown b.
    flushSync(() => shown.ownChange('b'));
    flushSync(() => shown.ownChange('c'));
    render('c');
    expect(shown.generation).toBe(0);
    // The back button: a change the form did not make.
    render('a');
    expect(shown.generation).toBe(1);
    // An own change is spent once shown: coming back to it from outside starts the form again.
    flushSync(() => shown.ownChange('d'));
    render('d');
    render('a');
    render('d');
    expect(shown.generation).toBe(3);
  });
});
