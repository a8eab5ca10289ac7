import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SceneList, filterScenes } from './scene-list';

afterEach(cleanup);

const scenes = [
  { id: 1, name: 'Good night', active: true, ruleLogic: 'AND' as const },
  { id: 2, name: 'Away', active: false },
];

describe('SceneList', () => {
  it('filters by name without case', () => {
    expect(filterScenes(scenes, ' NIGHT ').map((s) => s.id)).toEqual([1]);
    expect(filterScenes(scenes, '')).toHaveLength(2);
  });

  it('runs a scene only after the confirmation', () => {
    const run = vi.fn();
    render(<SceneList label="Scenes" scenes={scenes} onActiveChange={() => undefined} onRun={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run Away' }));
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(run).toHaveBeenCalledWith(2);
  });

  it('with activeLocked shows the active switches unchangeable and keeps Run', () => {
    render(<SceneList label="Scenes" scenes={scenes} activeLocked onActiveChange={() => undefined} onRun={() => undefined} />);
    expect((screen.getByRole('switch', { name: 'Good night: active' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Run Good night' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('renders the host’s name and actions for each scene', () => {
    render(
      <SceneList
        label="Scenes"
        scenes={scenes}
        onActiveChange={() => undefined}
        onRun={() => undefined}
        renderName={(scene) => <a href={`/summary/${scene.id}`}>{scene.name}</a>}
        renderActions={(scene) => <button type="button">Delete {scene.name}</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Away' }).getAttribute('href')).toBe('/summary/2');
    expect(screen.getByRole('button', { name: 'Delete Good night' })).toBeTruthy();
  });
});
