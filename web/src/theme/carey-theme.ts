import type { Theme } from '@aws-amplify/ui';

/**
 * The one Carey theme for the UI kit (@aws-amplify/ui-react): colour, type, radius and spacing tokens. The build
 * turns it into CSS variables (web/amplify-ui-theme.mts), so no theme is computed in the browser; our own CSS
 * (app/styles.css) uses the same variables, so the dialog and the layouts match the kit's primitives.
 */
export const careyTheme: Theme = {
  name: 'carey',
  tokens: {
    colors: {
      // Teal brand; white text on 80 and 90 passes WCAG AA (5.9:1 and 8.6:1).
      primary: {
        10: { value: '#e6f2f1' },
        20: { value: '#cfe3e2' },
        40: { value: '#7fb8b4' },
        60: { value: '#2a8f89' },
        80: { value: '#0b6e69' },
        90: { value: '#08524e' },
        100: { value: '#063d3a' },
      },
      font: {
        primary: { value: '#1c2733' },
        secondary: { value: '#55606b' },
        tertiary: { value: '#55606b' },
        interactive: { value: '#08524e' },
        hover: { value: '#063d3a' },
        error: { value: '#b3261e' },
      },
      background: {
        primary: { value: '#ffffff' },
        secondary: { value: '#f5f8fa' },
      },
      border: {
        primary: { value: '#8a96a3' },
        secondary: { value: '#d5dce3' },
        tertiary: { value: '#d5dce3' },
        error: { value: '#b3261e' },
        focus: { value: '#1a73e8' },
      },
    },
    fonts: {
      default: {
        variable: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        static: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    fontWeights: {
      bold: { value: '700' },
      semibold: { value: '600' },
    },
    radii: {
      small: { value: '6px' },
      medium: { value: '8px' },
      large: { value: '12px' },
      xl: { value: '16px' },
    },
    space: {
      xs: { value: '0.5rem' },
      small: { value: '0.75rem' },
      medium: { value: '1rem' },
      large: { value: '1.5rem' },
      xl: { value: '2rem' },
    },
    components: {
      button: {
        fontWeight: { value: '{fontWeights.semibold.value}' },
        borderRadius: { value: '{radii.medium.value}' },
        paddingBlockStart: { value: '0.55rem' },
        paddingBlockEnd: { value: '0.55rem' },
        primary: { backgroundColor: { value: '{colors.primary.80.value}' } },
        // 'danger' in components/ui/button.tsx: the kit's warning variation, in the theme's error colour.
        warning: {
          color: { value: '{colors.font.error.value}' },
          borderColor: { value: '{colors.border.error.value}' },
        },
        // A disabled button still reads as text (the 'Em breve' choices on /signup): the secondary text colour,
        // 6.4:1 on white, instead of the kit's lighter grey.
        _disabled: {
          color: { value: '{colors.font.secondary.value}' },
          borderColor: { value: '{colors.border.secondary.value}' },
        },
        // Dense rows (the openings' toolbar and cards, two buttons side by side at 360 px): smaller type, narrow
        // sides; the height stays 44 px (app/styles.css).
        small: {
          fontSize: { value: '0.85rem' },
          paddingInlineStart: { value: '0.3rem' },
          paddingInlineEnd: { value: '0.3rem' },
        },
      },
      fieldcontrol: {
        borderRadius: { value: '{radii.medium.value}' },
        borderColor: { value: '{colors.border.primary.value}' },
      },
      card: {
        borderRadius: { value: '{radii.large.value}' },
      },
    },
  },
};
