import { render } from '@testing-library/react';
import { options, Fragment as PreactFragment } from 'preact';
import { Fragment, useEffect } from 'react';
import { expect, it } from 'vitest';

// The widget's tests run on what ships: React imports reach the same copy of Preact as the build's.
it('resolves React to preact/compat in the widget tests, Testing Library included', () => {
  expect(Fragment as unknown).toBe(PreactFragment);
  let effects = 0;
  let vnodes = 0;
  const seen = options.vnode;
  options.vnode = (vnode) => {
    vnodes++;
    seen?.(vnode);
  };
  try {
    function Probe() {
      useEffect(() => {
        effects++;
      }, []);
      return <p>ok</p>;
    }
    // Testing Library renders through Preact, and its act() flushes Preact's effects
    render(<Probe />);
  } finally {
    options.vnode = seen;
  }
  expect(vnodes).toBeGreaterThan(0);
  expect(effects).toBe(1);
});
