import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCENE_STATUS_ICONS, SceneStatus, sceneStatusIcon } from './scene-status';

afterEach(cleanup);

describe('SceneStatus', () => {
  it('maps resource ids 0 to 19 to the spec icons in order', () => {
    expect(SCENE_STATUS_ICONS).toHaveLength(20);
    expect(sceneStatusIcon(0)).toBe('silence');
    expect(sceneStatusIcon(1)).toBe('armed');
    expect(sceneStatusIcon(13)).toBe('panic');
    expect(sceneStatusIcon(19)).toBe('unlock');
    expect(sceneStatusIcon(20)).toBeNull();
    expect(sceneStatusIcon(-1)).toBeNull();
    expect(sceneStatusIcon(1.5)).toBeNull();
  });

  it('shows the named icon and toggles by its switch', () => {
    const change = vi.fn();
    render(<SceneStatus resourceId={15} active={false} onActiveChange={change} />);
    expect(screen.getByRole('img', { name: 'Away' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Away' }));
    expect(change).toHaveBeenCalledWith(true);
  });

  it('does not offer a toggle for an unknown status', () => {
    render(<SceneStatus resourceId={42} active onActiveChange={() => undefined} />);
    expect((screen.getByRole('switch', { name: 'Unknown status' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
