// The form pieces with a real TanStack mutation: a field's error and hint
// as a screen reader gets them, the busy submit, and the confirmations
// before a destructive act.
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@homeport/sdk';
import { createI18n } from '../../../i18n/createI18n';
import { ConfirmDialog } from './ConfirmDialog';
import { Field } from './Field';
import { SubmitButton } from './SubmitButton';
import { SaveSwitch } from './SaveSwitch';
import { TypedNameConfirm } from './TypedNameConfirm';

afterEach(cleanup);

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n()}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A promise the test settles by hand, standing for a request in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

/** A one-field form: an empty name is refused before sending; the save is a mutation. */
function NameForm({ save }: { save: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: save });
  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(name.trim() ? null : 'Enter a name.');
    if (name.trim()) mutation.mutate(name);
  }
  return (
    <form onSubmit={submit} noValidate>
      <Field label="Gateway name" hint="At most 64 characters." error={problem}>
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <SubmitButton busy={mutation.isPending}>Save</SubmitButton>
    </form>
  );
}

describe('Field and SubmitButton', () => {
  it('labels the control, reads the hint with it, and marks and reads the error after a refused submit', async () => {
    const user = userEvent.setup();
    renderWith(<NameForm save={async () => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Gateway name' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(described(field)).toBe('At most 64 characters.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a name.');
    expect(described(field)).toBe('At most 64 characters. | Enter a name.');

    await user.type(field, 'Lake Cabin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is disabled, aria-busy and says "Saving…" while the mutation runs, then is itself again', async () => {
    const user = userEvent.setup();
    const request = deferred();
    const sent: string[] = [];
    renderWith(
      <NameForm
        save={(name) => {
          sent.push(name);
          return request.promise;
        }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Gateway name' }), 'Lake Cabin{Enter}');
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(sent).toEqual(['Lake Cabin']); // no second submit while busy

    await act(async () => request.resolve());
    const idle = (await screen.findByRole('button', { name: 'Save' })) as HTMLButtonElement;
    expect(idle.disabled).toBe(false);
    expect(idle.getAttribute('aria-busy')).toBe('false');
  });
});

describe('ConfirmDialog', () => {
  function Unassign({ act: run, done }: { act: () => Promise<void>; done: string[] }) {
    const unassign = useMutation({ mutationFn: run, onSuccess: () => done.push('unassigned') });
    return (
      <ConfirmDialog
        trigger={<button type="button">Unassign gateway</button>}
        title="Unassign Demo Home?"
        body="The gateway leaves your account."
        confirmLabel="Unassign"
        destructive
        onConfirm={() => unassign.mutateAsync()}
      />
    );
  }

  it('opens on its trigger with Cancel focused; Escape closes it without acting and returns the focus', async () => {
    const user = userEvent.setup();
    const done: string[] = [];
    renderWith(<Unassign act={async () => undefined} done={done} />);
    const trigger = screen.getByRole('button', { name: 'Unassign gateway' });
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Unassign Demo Home?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(done).toEqual([]);
  });

  it('stays open and busy while the act runs, shows a failure inside, and closes once it succeeds', async () => {
    const user = userEvent.setup();
    const done: string[] = [];
    let attempt = deferred();
    renderWith(<Unassign act={() => attempt.promise} done={done} />);
    await user.click(screen.getByRole('button', { name: 'Unassign gateway' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect((within(dialog).getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => attempt.reject(new ApiError({ status: 503, entries: [{ errorCode: '000503', message: 'offline' }] })));
    expect(within(dialog).getByRole('alert').textContent).toBe('The gateway is offline.');
    expect(done).toEqual([]);

    attempt = deferred();
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await act(async () => attempt.resolve());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(done).toEqual(['unassigned']);
  });
});

describe('TypedNameConfirm', () => {
  it('enables the destructive button only for the exact name, and starts empty each time', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    renderWith(
      <TypedNameConfirm
        name="Spring offer"
        trigger={<button type="button">Delete template</button>}
        title="Delete Spring offer?"
        body="The template is deleted for good."
        confirmLabel="Delete"
        onConfirm={() => void deleted.push('Spring offer')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Spring offer?' });
    const field = within(dialog).getByRole('textbox', { name: 'Type Spring offer to confirm' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(document.activeElement).toBe(field);
    expect(remove.disabled).toBe(true);
    await user.type(field, 'spring offer');
    expect(remove.disabled).toBe(true); // the exact name, case included
    await user.clear(field);
    await user.type(field, 'Spring offe');
    expect(remove.disabled).toBe(true);
    await user.type(field, 'r');
    expect(remove.disabled).toBe(false);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    expect((screen.getByRole('textbox', { name: 'Type Spring offer to confirm' }) as HTMLInputElement).value).toBe('');
    await user.type(screen.getByRole('textbox'), 'Spring offer');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(deleted).toEqual(['Spring offer']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('SaveSwitch', () => {
  function Saved({ save }: { save: (next: boolean) => Promise<void> }) {
    const [saved, setSaved] = useState(true);
    const write = useMutation({ mutationFn: save, onSuccess: (_none, next) => setSaved(next) });
    return (
      <SaveSwitch aria-label="Alarm notifications" checked={saved} onSave={(next) => write.mutateAsync(next)}>
        <span aria-hidden="true">Notify</span>
      </SaveSwitch>
    );
  }

  it('shows the asked-for state from the click on, disabled until the save settles, then the saved state', async () => {
    const user = userEvent.setup();
    const request = deferred();
    renderWith(<Saved save={() => request.promise} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Alarm notifications' });
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    await act(async () => request.resolve());
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
  });

  it('goes back to the saved state when the save fails', async () => {
    const user = userEvent.setup();
    const request = deferred();
    renderWith(<Saved save={() => request.promise} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Alarm notifications' });
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    await act(async () => request.reject(new ApiError({ status: 500, entries: [{ errorCode: '000500', message: 'down' }] })));
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
  });
});
