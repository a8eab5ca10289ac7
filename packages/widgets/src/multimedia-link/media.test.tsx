import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '../file-upload/file-upload';
import { FILE_KINDS, fileKindOf, fileProblem } from '../file-upload/fileRules';
import { SceneList, filterScenes } from '../scene-list/scene-list';
import { TimeTrigger } from '../time-trigger/time-trigger';
import { timeTriggerFrom, timeTriggerPayload, timeTriggerProblems, type TimeTriggerValue } from '../time-trigger/timeTrigger';
import { MultimediaLink } from './multimedia-link';

afterEach(cleanup);

const links = { live: 'https://media.example/live', events: 'https://media.example/events', settings: 'https://media.example/settings' };

describe('MultimediaLink', () => {
  it('links the live view, event list and camera settings in new tabs', () => {
    render(<MultimediaLink label="Entrance" links={links} />);
    const live = screen.getByRole('link', { name: 'Entrance: Live view (opens in a new tab)' });
    expect(live.getAttribute('href')).toBe(links.live);
    expect(live.getAttribute('target')).toBe('_blank');
    expect(live.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('offers the recording durations 10 s, 30 s, 1, 5 and 30 min, sent in seconds', () => {
    const change = vi.fn();
    render(<MultimediaLink label="Entrance" links={links} recordingDuration={30} onRecordingDurationChange={change} />);
    const group = screen.getByRole('radiogroup', { name: 'Entrance: Recording duration' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['10 s', '30 s', '1 min', '5 min', '30 min']);
    expect((within(group).getByRole('radio', { name: '30 s' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '5 min' }));
    expect(change).toHaveBeenCalledWith(300);
  });

  it('denies admins any stream, with no links at all', () => {
    render(<MultimediaLink label="Entrance" links={links} accessDenied recordingDuration={30} onRecordingDurationChange={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/Access denied.*Administrators cannot open camera streams/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says when links are being prepared or failed', () => {
    const { rerender } = render(<MultimediaLink label="Entrance" links={null} />);
    expect(screen.getByText(/Preparing/)).toBeTruthy();
    rerender(<MultimediaLink label="Entrance" links={null} linksFailed />);
    expect(screen.getByRole('alert').textContent).toMatch(/could not be prepared/);
  });
});

describe('FileUpload', () => {
  it('knows images, .csv and .tar.gz and nothing else', () => {
    expect([
      fileKindOf('photo.PNG', ''),
      fileKindOf('x', 'image/jpeg'),
      fileKindOf('data.csv', 'text/csv'),
      fileKindOf('backup.tar.gz', 'application/gzip'),
      fileKindOf('b.tgz', ''),
      fileKindOf('notes.txt', 'text/plain'),
      fileKindOf('a.gz', ''),
    ]).toEqual(['image', 'image', '.csv', '.tar.gz', '.tar.gz', null, null]);
    expect(fileProblem({ name: 'a.csv', type: 'text/csv', size: 10 }, ['image'], 100)).toEqual({ kind: 'wrongType' });
    expect(fileProblem({ name: 'a.csv', type: 'text/csv', size: 0 }, ['.csv'], 100)).toEqual({ kind: 'empty' });
    expect(fileProblem({ name: 'a.csv', type: 'text/csv', size: 101 }, ['.csv'], 100)).toEqual({ kind: 'tooBig', limit: 100 });
    expect(fileProblem({ name: 'a.csv', type: 'text/csv', size: 100 }, ['.csv'], 100)).toBeNull();
  });

  it('knows a .zip, taken only when asked for (the backup import), never by default', () => {
    expect(fileKindOf('Home backup.ZIP', 'application/zip')).toBe('.zip');
    expect(FILE_KINDS).not.toContain('.zip');
    expect(fileProblem({ name: 'home.zip', type: 'application/zip', size: 10 }, FILE_KINDS, 100)).toEqual({ kind: 'wrongType' });
    expect(fileProblem({ name: 'home.zip', type: 'application/zip', size: 10 }, ['.zip'], 100)).toBeNull();
  });

  it('refuses a wrong or too large file with a message and sends nothing; passes a good one on', () => {
    const onFile = vi.fn();
    render(<FileUpload label="Import devices" accept={['.csv']} maxBytes={1024} onFile={onFile} />);
    const input = screen.getByLabelText('File for Import devices') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert').textContent).toBe('notes.txt is not one of the accepted kinds (.csv).');
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(2048)], 'big.csv', { type: 'text/csv' })] } });
    expect(screen.getByRole('alert').textContent).toBe('big.csv is 2 KB; the limit is 1 KB.');
    expect(onFile).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'devices.csv', { type: 'text/csv' })] } });
    expect(onFile).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Selected: devices.csv (3 B)');
  });

  it('takes a dropped file, opens the picker from a keyboard-reachable button and shows progress', () => {
    const onFile = vi.fn();
    const { rerender } = render(<FileUpload label="Backup" accept={['.tar.gz']} onFile={onFile} />);
    fireEvent.drop(screen.getByRole('group', { name: 'Backup' }), { dataTransfer: { files: [new File(['x'], 'backup.tar.gz')] } });
    expect(onFile).toHaveBeenCalledOnce();
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    choose.focus();
    expect(document.activeElement).toBe(choose);
    rerender(<FileUpload label="Backup" accept={['.tar.gz']} onFile={onFile} uploading={{ name: 'backup.tar.gz', percent: 40 }} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading backup.tar.gz' }).getAttribute('value')).toBe('40');
  });
});

describe('SceneList', () => {
  const scenes = [
    { id: 1, name: 'Good night', active: true, ruleLogic: 'AND' as const },
    { id: 2, name: 'Away', active: false },
    { id: 3, name: 'Good morning', active: false },
  ];

  it('filters by name, case-insensitively, and says when nothing matches', () => {
    expect(filterScenes(scenes, 'GOOD').map((s) => s.id)).toEqual([1, 3]);
    render(<SceneList label="Scenes" scenes={scenes} onActiveChange={vi.fn()} onRun={vi.fn()} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter scenes by name' }), { target: { value: 'good' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 scenes')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'party' } });
    expect(screen.getByText('No scene matches “party”.')).toBeTruthy();
  });

  it('toggles a scene and runs one only after confirming', () => {
    const onActive = vi.fn();
    const onRun = vi.fn();
    render(<SceneList label="Scenes" scenes={scenes} onActiveChange={onActive} onRun={onRun} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Away: active' }));
    expect(onActive).toHaveBeenCalledWith(2, true);
    fireEvent.click(screen.getByRole('button', { name: 'Run Away' }));
    expect(onRun).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run Away' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(onRun).toHaveBeenCalledWith(2);
  });

  it('has an empty state', () => {
    render(<SceneList label="Scenes" scenes={[]} onActiveChange={vi.fn()} onRun={vi.fn()} />);
    expect(screen.getByText('No scenes yet.')).toBeTruthy();
  });
});

describe('TimeTrigger', () => {
  const now = new Date(2026, 10, 22, 12, 0, 0);
  const at = (patch: Partial<TimeTriggerValue>): TimeTriggerValue => ({ ...timeTriggerFrom(now), ...patch });

  it('checks hours, minutes, seconds and real dates', () => {
    expect(timeTriggerProblems(at({ hour: 24 }), now)).toEqual(['hour']);
    expect(timeTriggerProblems(at({ minute: 60, second: -1 }), now)).toEqual(['minute', 'second']);
    expect(timeTriggerProblems(at({ month: 2, day: 30, hour: 13 }), now)).toEqual(['date']);
    expect(timeTriggerProblems(at({ hour: 13 }), now)).toEqual([]);
  });

  it('refuses a time in the past unless it repeats', () => {
    expect(timeTriggerProblems(at({ hour: 11 }), now)).toEqual(['past']);
    expect(timeTriggerProblems(at({ hour: 11, repeat: [true, false, false, false, false, false, false] }), now)).toEqual([]);
  });

  it('sends DD-MM-YYYY HH:mm:ss with seven repeat flags', () => {
    expect(timeTriggerPayload(at({ day: 3, month: 1, year: 2027, hour: 7, minute: 5, second: 9 }))).toEqual({
      time: '03-01-2027 07:05:09',
      repeat: [false, false, false, false, false, false, false],
    });
  });

  it('shows the problems and saves only a valid trigger', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<TimeTrigger label="At" value={at({ hour: 11 })} onChange={vi.fn()} onSubmit={onSubmit} now={() => now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(screen.getByRole('alert').textContent).toMatch(/has passed/);
    expect(onSubmit).not.toHaveBeenCalled();
    const onChange = vi.fn();
    rerender(<TimeTrigger label="At" value={at({ hour: 11 })} onChange={onChange} onSubmit={onSubmit} now={() => now} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    expect(onChange.mock.calls[0]![0].repeat[6]).toBe(true);
    rerender(<TimeTrigger label="At" value={at({ hour: 11, repeat: [false, false, false, false, false, false, true] })} onChange={onChange} onSubmit={onSubmit} now={() => now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
