// Waiting for the frame being rendered to reach the screen: work that would
// hold that frame back (a fetch, a history step, a service worker) runs just
// after it. A frame's callbacks run before its paint, so the work is queued
// from one as a task. A hidden page paints no frames: there it runs after
// this task, and `latest` bounds the wait in any case (a timer that fires
// first ends it).

/** Resolves once the frame being rendered has been painted, or `latest` ms have passed. */
export function afterPaint(latest = 100) {
  return new Promise((resolve) => {
    if (document.hidden) {
      setTimeout(resolve);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, latest);
  });
}
