// Offline use and updates: registers the service worker, says when the
// calculator is ready offline, and when a new version is waiting offers to
// apply it. The hand lives in local storage and the URL, so the reload that
// applies an update keeps it.
import { strings } from './i18n.js';

function banner(lang) {
  let el = document.getElementById('update');
  if (!el) {
    el = document.createElement('div');
    el.id = 'update';
    el.className = 'update';
    el.setAttribute('role', 'status');
    document.body.append(el);
  }
  el.replaceChildren();
  el.classList.remove('notice', 'wraps');
  el.removeAttribute('style');
  return el;
}

// Only an update the player asked for reloads the page: on a first visit the
// new worker's clients.claim() also changes the controller, and must not.
let updateRequested = false;

function offerUpdate(worker, lang) {
  const t = strings(lang());
  const el = banner(lang);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'tool';
  button.dataset.testid = 'apply-update';
  button.textContent = t.update_apply;
  button.addEventListener('click', () => {
    button.disabled = true;
    updateRequested = true;
    worker.postMessage({ type: 'skip-waiting' });
  });
  el.append(t.update_ready + ' ', button);
  el.hidden = false;
}

// Where a passing line can show without covering a control or the result:
// the header's title, or (a phone on its side hides the title) the header's
// free room left of its switches; null when there is none.
function freePlace() {
  const bar = document.querySelector('.bar');
  const title = bar?.querySelector('h1')?.getBoundingClientRect();
  if (!title) return null;
  const room = bar.getBoundingClientRect();
  const switches = bar.querySelector('.switches')?.getBoundingClientRect();
  // the room up to the switches, which a one-line notice may fill past a short title
  if (title.width) return { left: title.left, width: title.width, room: (switches?.left ?? room.right) - title.left - 6, middle: title.top + title.height / 2 };
  const width = (switches?.left ?? room.right) - room.left - 12;
  return width >= 80 ? { left: room.left + 4, width, middle: (switches ?? room).top + (switches ?? room).height / 2 } : null;
}

// A passing notice, not a question: marked `notice`, it catches no taps and
// shows only over the header's free room, never over a control or the result
// (the update offer is a question and does take taps). Without such room it
// is not shown: the page works offline all the same.
function sayReadyOffline(lang) {
  if (!freePlace()) return;
  const el = banner(lang);
  el.classList.add('notice');
  el.textContent = strings(lang()).ready_offline;
  el.hidden = false;
  // Placed again whenever the header's room changes while it shows (its
  // words and switches may still be drawing on a first visit).
  const place = () => {
    const free = freePlace();
    if (!free || !el.classList.contains('notice')) return;
    // The header's own colour (its theme's), so the line reads as part of it.
    const background = getComputedStyle(document.querySelector('.bar')).backgroundColor;
    Object.assign(el.style, { left: `${free.left}px`, width: `${free.width}px`, top: `${free.middle}px`, background });
    // One line where it fits the room before the switches; else it wraps
    // within the title (a phone upright: the title two short lines beside
    // three rule sets' names).
    el.classList.remove('wraps');
    el.classList.toggle('wraps', el.getBoundingClientRect().width > (free.room ?? free.width));
  };
  place();
  const watch = new ResizeObserver(place);
  for (const part of document.querySelectorAll('.bar, .bar h1, .bar .switches')) watch.observe(part);
  // Only the notice goes: an update offered meanwhile takes the same place
  // and stays (regression: it vanished when the offer came within 3 s).
  setTimeout(() => {
    watch.disconnect();
    if (el.classList.contains('notice')) el.hidden = true;
  }, 3000);
}

/** `lang()` gives the page's current language. */
export async function watchForUpdates(lang) {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !updateRequested) return;
    reloading = true;
    location.reload();
  });
  const hadController = !!navigator.serviceWorker.controller;
  let registration;
  try {
    registration = await navigator.serviceWorker.register('sw.js');
  } catch {
    return; // no offline use (a private window, say); the page works as before
  }
  if (!registration) return; // service workers turned off by policy
  const track = (worker) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker, lang);
      if (worker.state === 'activated' && !hadController) sayReadyOffline(lang);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting, lang);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  // A table session can last hours: look for a new version now and then.
  setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
}
