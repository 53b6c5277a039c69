// Mantine's PostCSS preset gives CSS modules rem()/light-dark() helpers and the
// `@mixin smaller-than`/`larger-than` breakpoints that match the theme.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '80em',
      },
    },
  },
};
