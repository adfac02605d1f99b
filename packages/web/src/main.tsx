// The stylesheets are imported here so the build inlines them into index.html (vite.config.ts).
import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './index.css';

// The browser paints index.html's static shell of the home page first; only then does the app's
// code run (a frame later), so that paint never waits behind the app's start-up work. A hidden tab
// paints nothing, so it starts at once.
const boot = () => void import('./boot');
if (document.visibilityState === 'hidden') boot();
else requestAnimationFrame(() => setTimeout(boot, 0));
