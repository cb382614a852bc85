/**
 * Spec §6: a `delegateUser` header goes with every call while a delegate is set: the colleague
 * (e.g. the lawyer a secretary works for) on whose behalf this person is acting. Kept per browser
 * tab, so one tab can act for a lawyer while another acts as oneself; sign-out clears it.
 */
const STORAGE_KEY = 'venus.delegateUser';

function read(): number | null {
  try {
    const value = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

let delegate: number | null = read();

export function currentDelegateUser(): number | null {
  return delegate;
}

export function setDelegateUser(userId: number | null): void {
  delegate = userId !== null && Number.isInteger(userId) && userId > 0 ? userId : null;
  try {
    if (delegate === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, String(delegate));
  } catch {
    // Without storage the delegate lasts until the page is reloaded.
  }
}
