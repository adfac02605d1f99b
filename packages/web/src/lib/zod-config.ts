import { z } from 'zod';

// The app's policy allows no eval. Without this zod probes `new Function` when a module builds an
// object schema (to compile faster parsers), and the browser reports that probe as a violation
// even though zod catches it.
z.config({ jitless: true });
