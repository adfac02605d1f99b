// The stylesheets are imported here so the build inlines them into index.html (vite.config.ts).
import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './index.css';

// The browser paints index.html's static shell of the home page first; only then is the app's code
// requested and run, so that paint never waits behind the app's download or start-up work. The
// second frame callback runs once the first frame (the shell's paint) is done. A hidden tab paints
// nothing, so it starts at once.
const boot = () => void import('./boot');
if (document.visibilityState === 'hidden') boot();
else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(boot, 0)));
