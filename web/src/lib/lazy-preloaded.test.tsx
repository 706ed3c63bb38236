import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPreloaded } from './lazy-preloaded';

const page = (text: string) => ({ default: () => <p>{text}</p> });

test('preloaded, the page renders in the same pass: its fallback is never committed', async () => {
  const { Component, preload } = lazyPreloaded(() => Promise.resolve(page('A página')));
  await preload();
  render(
    <Suspense fallback={<p>Carregando...</p>}>
      <Component />
    </Suspense>,
  );
  expect(screen.getByText('A página')).toBeInTheDocument();
  expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
});

test('not preloaded, it suspends and loads its chunk once, however often it is asked for', async () => {
  const load = jest.fn(() => Promise.resolve(page('Outra página')));
  const { Component, preload } = lazyPreloaded(load);
  render(
    <Suspense fallback={<p>Carregando...</p>}>
      <Component />
    </Suspense>,
  );
  expect(screen.getByText('Carregando...')).toBeInTheDocument();
  expect(await screen.findByText('Outra página')).toBeInTheDocument();
  await act(() => preload());
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that failed to load is fetched again at the next attempt', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page('De volta'));
  const { preload } = lazyPreloaded(load);
  await expect(preload()).rejects.toThrow('offline');
  await expect(preload()).resolves.toEqual(expect.objectContaining({ default: expect.any(Function) }));
  expect(load).toHaveBeenCalledTimes(2);
});
