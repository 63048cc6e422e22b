// 'Avisos neste aparelho' in Configurações › Notificação (product-rules R307, R308): this device's state for the
// signed-in user, said in words, and its flips. Loaded with the tab; nothing here runs before it is opened.
import { atom } from 'nanostores';
import { loadConfig } from '../api/config.ts';
import { canSwitchPush, PUSH_FAILED_TEXT, vapidKeyOf, type PushDeviceState } from '../domain/push.ts';
import { offerAnswered, readPushDevice, rememberOfferAnswered, turnPushOff, turnPushOn } from './push-device.ts';
import { $session } from './session.ts';

/** The switch: the device's state ('absent': the deploy offers no notifications, so no switch), a flip under way, what failed. */
export interface PushSwitchView {
  state: PushDeviceState | 'loading' | 'absent';
  busy: boolean;
  problem: string | null;
}

export const $pushSwitch = atom<PushSwitchView>({ state: 'loading', busy: false, problem: null });

const set = (change: Partial<PushSwitchView>) => $pushSwitch.set({ ...$pushSwitch.get(), ...change });

let watching = false;

/** Reads the device's state; again when the browser's permission changes (its settings, another tab). */
export async function showPushSwitch(): Promise<void> {
  const session = $session.get();
  try {
    if (!session || !vapidKeyOf(await loadConfig())) return set({ state: 'absent' });
    set({ state: await readPushDevice(session) });
    if (!watching && navigator.permissions) {
      watching = true;
      const status = await navigator.permissions.query({ name: 'notifications' });
      status.addEventListener('change', () => void showPushSwitch());
    }
  } catch (error) {
    console.error('[push] state not read', error);
    set({ state: 'absent' });
  }
}

/** A tap: on asks the browser (only here, R307) and registers; off unregisters. A failure keeps it off and says so. */
export async function flipPushSwitch(on: boolean): Promise<void> {
  const { state, busy } = $pushSwitch.get();
  const session = $session.get();
  if (busy || !session || !canSwitchPush(state)) return;
  set({ busy: true, problem: null });
  try {
    if (on) set({ state: await turnPushOn(session), busy: false });
    else {
      await turnPushOff();
      set({ state: await readPushDevice(session), busy: false });
    }
  } catch (error) {
    console.error('[push] not turned on', error);
    set({ state: await readPushDevice(session).catch(() => 'off' as const), busy: false, problem: PUSH_FAILED_TEXT });
  }
}

/**
 * After an order lands (R310): whether to offer the notifications. Only where a tap can turn them on (off,
 * not blocked, not unsupported) and the user has not answered the offer on this device yet.
 */
export async function showPushOffer(): Promise<boolean> {
  await showPushSwitch();
  const session = $session.get();
  try {
    return !!session && $pushSwitch.get().state === 'off' && !(await offerAnswered(session));
  } catch {
    return false;
  }
}

/**
 * The offer's answer, remembered either way: 'Ativar avisos' turns them on as the switch does, started
 * before the answer is written so that the browser's question stays within the tap (see turnPushOn).
 */
export async function answerPushOffer(accept: boolean): Promise<void> {
  const session = $session.get();
  const turningOn = accept ? flipPushSwitch(true) : undefined;
  if (session) await rememberOfferAnswered(session).catch((error: unknown) => console.error('[push] the answer was not kept', error));
  await turningOn;
}
