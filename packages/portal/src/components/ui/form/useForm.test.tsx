// useForm with a real valibot schema and a real TanStack mutation: a refused
// submit sends nothing and marks each field with its own words; a valid one
// sends the schema's output; an edit clears the server's refusal.
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import { Field } from './Field';
import { SubmitButton } from './SubmitButton';
import { useForm, type FormWords } from './useForm';

afterEach(cleanup);

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const i18n = createI18n();
  // A feature's words, as its catalogue would bring them.
  i18n.addResources('en_EN', 'translation', { 'ROOM.NAME_EMPTY': 'Enter a name.', 'ROOM.NAME_TOO_LONG': 'Use at most {{max}} characters.' });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

const Room = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(10),
    v.check((name) => name !== 'Hall', 'taken'),
  ),
  floor: v.pipe(v.string(), v.nonEmpty()),
});
type RoomValues = v.InferInput<typeof Room>;

const words: FormWords<RoomValues> = {
  name: { min_length: 'ROOM.NAME_EMPTY', max_length: 'ROOM.NAME_TOO_LONG', taken: (issue) => `${String(issue.input)} is taken` },
  floor: {},
};

function RoomForm({ save, refuse }: { save: (room: v.InferOutput<typeof Room>) => void; refuse?: string }) {
  const add = useMutation({
    mutationFn: async (room: v.InferOutput<typeof Room>) => {
      save(room);
      if (refuse) throw new Error(refuse);
    },
  });
  const form = useForm({
    schema: Room,
    initial: { name: '', floor: '' },
    words,
    mutation: add,
    onSubmit: (room) => add.mutate(room),
    serverError: { field: 'name', text: (error) => (error instanceof Error ? error.message : null) },
  });
  return (
    <form {...form.form}>
      <Field label="Room name" {...form.field('name')}>
        {(control) => <input {...control} {...form.input('name')} />}
      </Field>
      <Field label="Floor" {...form.field('floor')}>
        {(control) => <input {...control} {...form.input('floor')} />}
      </Field>
      <SubmitButton {...form.submitButton}>Add</SubmitButton>
    </form>
  );
}

describe('useForm', () => {
  it('shows no error before the first submit; a refused submit sends nothing and words each field', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWith(<RoomForm save={(room) => sent.push(room)} />);
    const name = screen.getByRole('textbox', { name: 'Room name' });
    await user.type(name, 'x');
    await user.clear(name);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(sent).toEqual([]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter a name.', 'This value is not accepted.']);

    // From the first submit on, the error follows the value.
    await user.type(name, 'A very long room');
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('Use at most 10 characters.');
    await user.clear(name);
    await user.type(name, 'Hall');
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('Hall is taken');
  });

  it('calls the mutation with the parsed output once the values are valid', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWith(<RoomForm save={(room) => sent.push(room)} />);
    await user.type(screen.getByRole('textbox', { name: 'Room name' }), '  Kitchen  ');
    await user.type(screen.getByRole('textbox', { name: 'Floor' }), 'Ground');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(sent).toEqual([{ name: 'Kitchen', floor: 'Ground' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server refusal on its field until the value is edited', async () => {
    const user = userEvent.setup();
    renderWith(<RoomForm save={() => undefined} refuse="The gateway refused the name." />);
    const name = screen.getByRole('textbox', { name: 'Room name' });
    await user.type(name, 'Kitchen');
    await user.type(screen.getByRole('textbox', { name: 'Floor' }), 'Ground');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The gateway refused the name.');
    await user.type(name, 's');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
