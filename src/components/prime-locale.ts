// PrimeReact's own words (a dialog's close button, the calendar's names, the table's pager) in the
// portal's language from the moment PrimeReact's code is first loaded (decision 0280): every
// module that renders a PrimeReact component imports this one for its effect, so the shell no
// longer loads PrimeReact's base for its locale alone (decision 0390, R-PERF-031). A module
// evaluates once, so the language is followed once however many import it.
import { i18n } from '../i18n'
import { followLanguage } from './primereact-locale'

followLanguage(i18n)
