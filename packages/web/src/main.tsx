// The stylesheets are imported here so the build inlines them into index.html (vite.config.ts).
import 'react-toastify/ReactToastify.css';
import './index.css';

// The browser paints index.html's static shell of the home page first; only then is the app's code
// requested and run, so that paint never waits behind the app's download or start-up work. "Then"
// is the first contentful paint as the browser reports it (its presentation, which can come well
// after the frame was drawn on a slow device); a browser that reports no paint timing, or a page
// that paints no content, starts after FALLBACK_MS. A hidden tab paints nothing, so it starts at once.
const FALLBACK_MS = 500;
let started = false;
const boot = () => {
  if (started) return;
  started = true;
  void import('./boot');
};

if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) boot();
else {
  const timer = setTimeout(boot, FALLBACK_MS);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    clearTimeout(timer);
    // A task of its own: the observer's callback runs in the middle of the browser's own work.
    setTimeout(boot, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
