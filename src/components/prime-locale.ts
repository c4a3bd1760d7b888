// PrimeReact's own words (a dialog's close button, the calendar's names, the table's pager) in the
// portal's language from the moment PrimeReact's code is first loaded (decision 0280): every
// module that renders a PrimeReact component imports this one for its effect, so the shell no
// longer loads PrimeReact's base for its locale alone (decision 0390, R-PERF-031). A module
// evaluates once, so the language is followed once however many import it. The instance is the
// one the app gave react-i18next (src/i18n), taken from there so that importing this module
// creates none (a screen's test keeps its own).
import { getI18n } from 'react-i18next'
import { followLanguage } from './primereact-locale'

const i18n = getI18n() as ReturnType<typeof getI18n> | undefined
if (i18n) followLanguage(i18n)
