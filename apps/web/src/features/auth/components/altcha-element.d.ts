import type { AltchaWidgetElement } from 'altcha';
import type { WidgetAttributes } from 'altcha/types';
import type { HTMLAttributes, Ref } from 'react';

/** The `<altcha-widget>` custom element that `import 'altcha'` registers, as JSX sees it. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': WidgetAttributes & HTMLAttributes<AltchaWidgetElement> & { ref?: Ref<AltchaWidgetElement> };
    }
  }
}
