import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LINKED_PAGE_SIZE, LINKED_PAGE_SIZES, isValidLinkedAccountId, type LinkedAccount, type LinkedPage, type LinkedPageSize } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { QueryView } from '../../../components/states';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { sessionAtom } from '../../../state/atoms';
import { accessKeys } from './accessKeys';
import { CodeDialog } from './CodeDialog';
import { useAccessErrorText } from './useAccessErrorText';

/** spec 2 §6 HIDE_SENSITIVE_DATA: the e-mail instead of the names. */
const nameOf = (l: LinkedAccount, hideNames = false) => (hideNames ? l.username : [l.firstName, l.lastName].filter(Boolean).join(' ') || l.username);

interface Verifying {
  id: string;
  name: string;
  /** What the code was asked for (just created: the e-mail or phone typed), or null (a pending link opened again). */
  sentTo: string | null;
}

/**
 * spec 2 §2 "linked/secondary/support accounts with OTP verify and resend":
 * link an account by its e-mail or phone (a code goes to that account; the
 * link counts once its code is entered here), my linked accounts and the
 * accounts I am linked to, 5, 10 or 20 per page, remove or leave.
 */
export function LinkedAccountsSection() {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const session = useAtomValue(sessionAtom);
  const userId = session?.userId ?? '';
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAccessErrorText();
  const [target, setTarget] = useState('');
  const [support, setSupport] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<Verifying | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accessKeys.linkedAll() });

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = target.trim();
    if (!isValidLinkedAccountId(value.replace(/^\+/, ''), config)) {
      setProblem(t('USER_ACCESS.LINKED.INVALID_ID'));
      return;
    }
    setAdding(true);
    setProblem(null);
    try {
      const made = support ? await rest.userAccess.createSupport(userId, value) : await rest.userAccess.createLink(userId, value);
      setTarget('');
      // The answer names no address (docs/decisions.md "No account oracle"): the code went to the account with what was typed, if there is one.
      setVerifying({ id: made.id, name: value, sentTo: value });
      void refresh();
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setAdding(false);
    }
  }

  const resend =
    config.flags.HIDE_RESEND_OTP_OPTION || !verifying
      ? undefined
      : async () => {
          await rest.userAccess.resendOtp(verifying.id);
          return verifying.name;
        };

  return (
    <section className="hp-card hp-access__section" aria-labelledby="access-linked-heading">
      <h2 id="access-linked-heading" className="hp-access__title">
        {t('USER_ACCESS.LINKED.TITLE')}
      </h2>
      <p className="hp-muted">{t('USER_ACCESS.LINKED.INTRO')}</p>
      <form className="hp-access__form" onSubmit={(e) => void add(e)} noValidate>
        <Field label={t('USER_ACCESS.LINKED.ADD_LABEL')} hint={t('USER_ACCESS.LINKED.ADD_HINT')} error={problem}>
          {(control) => <input {...control} value={target} onChange={(e) => setTarget(e.target.value)} autoComplete="off" maxLength={254} />}
        </Field>
        <label className="hp-access__check">
          <input type="checkbox" checked={support} onChange={(e) => setSupport(e.target.checked)} /> {t('USER_ACCESS.LINKED.AS_SUPPORT')}
        </label>
        <SubmitButton busy={adding} busyLabel={t('USER_ACCESS.LINKED.ADDING')} disabled={target.trim() === ''}>
          {t('USER_ACCESS.LINKED.ADD')}
        </SubmitButton>
      </form>
      <LinkedList kind="mine" userId={userId} onVerify={(l) => setVerifying({ id: l.id, name: nameOf(l, config.flags.HIDE_SENSITIVE_DATA), sentTo: null })} />
      <LinkedList kind="where" userId={userId} />
      <CodeDialog
        open={verifying !== null}
        title={t('USER_ACCESS.LINKED.VERIFY_TITLE', { name: verifying?.name ?? '' })}
        sentTo={verifying?.sentTo ?? null}
        body={(to) => (to ? t('USER_ACCESS.LINKED.VERIFY_BODY', { to }) : t('USER_ACCESS.LINKED.VERIFY_BODY_PENDING', { name: verifying?.name ?? '' }))}
        resend={resend}
        onCode={async (code) => {
          if (!verifying) return;
          await rest.userAccess.verifyLink(verifying.id, code);
          toast(t('USER_ACCESS.LINKED.VERIFIED', { name: verifying.name }));
          void refresh();
        }}
        onClose={() => setVerifying(null)}
      />
    </section>
  );
}

function LinkedList({ kind, userId, onVerify }: { kind: 'mine' | 'where'; userId: string; onVerify?: (link: LinkedAccount) => void }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAccessErrorText();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<LinkedPageSize>(DEFAULT_LINKED_PAGE_SIZE);
  const query = useQuery({
    queryKey: kind === 'mine' ? accessKeys.mine(userId, page, limit) : accessKeys.where(userId, page, limit),
    queryFn: (): Promise<LinkedPage> => (kind === 'mine' ? rest.userAccess.mySecondaries(userId, page, limit) : rest.userAccess.whereIAmSecondary(userId, page, limit)),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
  const heading = t(kind === 'mine' ? 'USER_ACCESS.LINKED.MINE' : 'USER_ACCESS.LINKED.WHERE');
  const headingId = `access-linked-${kind}`;
  return (
    <div className="hp-access__list-block">
      <h3 id={headingId} className="hp-access__subtitle">
        {heading}
      </h3>
      <QueryView query={query} what={t('USER_ACCESS.LINKED.LOADING')} failed={t('USER_ACCESS.LINKED.LOAD_FAILED')}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.limit));
          return (
            <>
              {data.items.length === 0 ? (
                <p className="hp-muted">{t(kind === 'mine' ? 'USER_ACCESS.LINKED.MINE_EMPTY' : 'USER_ACCESS.LINKED.WHERE_EMPTY')}</p>
              ) : (
                <ul className="hp-access__list" aria-labelledby={headingId}>
                  {data.items.map((l) => {
                    const name = nameOf(l, config.flags.HIDE_SENSITIVE_DATA);
                    return (
                      <li key={l.id} className="hp-access__item">
                        <div className="hp-access__what">
                          <strong>{name}</strong>
                          <span className="hp-muted hp-access__sub">{[l.username, l.phone].filter(Boolean).join(' · ')}</span>
                          <span className="hp-access__badges">
                            <span className="hp-badge">{t(l.isSupport ? 'USER_ACCESS.LINKED.KIND_SUPPORT' : 'USER_ACCESS.LINKED.KIND_SECONDARY')}</span>{' '}
                            <span className={l.verified ? 'hp-badge hp-badge--online' : 'hp-badge hp-badge--offline'}>
                              {t(l.verified ? 'USER_ACCESS.LINKED.VERIFIED_BADGE' : 'USER_ACCESS.LINKED.PENDING')}
                            </span>
                          </span>
                        </div>
                        <div className="hp-access__actions">
                          {kind === 'mine' && !l.verified && onVerify && (
                            <button type="button" className="hp-button" aria-label={t('USER_ACCESS.LINKED.VERIFY_LABEL', { name })} onClick={() => onVerify(l)}>
                              {t('USER_ACCESS.LINKED.VERIFY')}
                            </button>
                          )}
                          <ConfirmDialog
                            trigger={
                              <button
                                type="button"
                                className="hp-button hp-button--danger-outline"
                                aria-label={t(kind === 'mine' ? 'USER_ACCESS.LINKED.REMOVE_LABEL' : 'USER_ACCESS.LINKED.LEAVE_LABEL', { name })}
                              >
                                {t(kind === 'mine' ? 'USER_ACCESS.LINKED.REMOVE' : 'USER_ACCESS.LINKED.LEAVE')}
                              </button>
                            }
                            title={t(kind === 'mine' ? 'USER_ACCESS.LINKED.REMOVE_TITLE' : 'USER_ACCESS.LINKED.LEAVE_TITLE', { name })}
                            body={<p>{t(kind === 'mine' ? 'USER_ACCESS.LINKED.REMOVE_BODY' : 'USER_ACCESS.LINKED.LEAVE_BODY', { name })}</p>}
                            confirmLabel={t(kind === 'mine' ? 'USER_ACCESS.LINKED.REMOVE' : 'USER_ACCESS.LINKED.LEAVE')}
                            destructive
                            describeError={errorText}
                            onConfirm={async () => {
                              await rest.userAccess.deleteLink(l.id);
                              toast(t('USER_ACCESS.LINKED.REMOVED', { name }));
                              await queryClient.invalidateQueries({ queryKey: accessKeys.linkedAll() });
                            }}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
              <div className="hp-access__pager">
                <label className="hp-access__per-page">
                  {t('USER_ACCESS.LINKED.PER_PAGE')}{' '}
                  <select
                    value={limit}
                    onChange={(e) => {
                      setLimit(Number(e.target.value) as LinkedPageSize);
                      setPage(1);
                    }}
                  >
                    {LINKED_PAGE_SIZES.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                {pages > 1 && (
                  <span className="hp-access__pages">
                    <button type="button" className="hp-button hp-button--ghost" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
                      {t('USER_ACCESS.LINKED.PREVIOUS')}
                    </button>
                    <span aria-live="polite">{t('USER_ACCESS.LINKED.PAGE_OF', { page: data.page, pages })}</span>
                    <button type="button" className="hp-button hp-button--ghost" disabled={data.page >= pages} onClick={() => setPage(data.page + 1)}>
                      {t('USER_ACCESS.LINKED.NEXT')}
                    </button>
                  </span>
                )}
              </div>
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
