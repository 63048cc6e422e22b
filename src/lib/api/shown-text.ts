// The schemas of what the services send to be drawn: names and descriptions without their bidirectional
// and zero-width controls (R295), image addresses only where the portal loads images from (R296). The
// value is changed as it is read, so a kept answer is kept as it is drawn. A pipe into a transform, as the
// orders' lists are read: `z.overwrite` would bring one more of zod's checks to every island page.
import * as z from 'zod/mini';
import { shownImageAddress } from '../domain/image-address.ts';
import { withoutControls } from '../domain/service-text.ts';

/** A name or description from the services, without its controls. */
export const shownText = z.pipe(z.string(), z.transform(withoutControls));

/** An image address from the services; '' (the placeholder) when it is not one the portal draws. */
export const shownImage = z.pipe(z.string(), z.transform(shownImageAddress));
