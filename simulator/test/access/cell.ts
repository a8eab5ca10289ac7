import type { MatrixFixture } from './fixture';
import type { Role } from './roles';

/**
 * What a row does around its call, the same for REST and MQTT rows. The
 * runner: enter the role, `prepare`, `observe` (before), the call, `observe`
 * (after), then `effect` when the cell is allowed, or "after equals before"
 * when it is refused, and always `restore` (and `heal`) at the end.
 */
export interface CellHooks<T> {
  /** Puts the state the call needs in place (a lock to lift, a grant to delete, a spare session to end). */
  prepare?(fx: MatrixFixture, role: Role): Promise<void>;
  /** The state the call could change, read through QA or from the data folder (never through the role itself). */
  observe?(fx: MatrixFixture, role: Role): Promise<T> | T;
  /** An allowed cell's effect, checked with expect(). A refused cell must leave `observe` as it was. */
  effect?(after: T, before: T, fx: MatrixFixture, role: Role): void;
  /** Puts the seed's state back, whether the cell passed or not. */
  restore?(fx: MatrixFixture, role: Role, before: T | undefined): Promise<void>;
  /** The call may end sessions (logout, logoutAll, reset, a QA route let through by mistake): sign everyone in again after it. */
  heal?: boolean;
}
