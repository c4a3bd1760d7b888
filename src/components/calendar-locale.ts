// The ETA calendar in Vietnamese: PrimeReact ships English only, so the Vietnamese month and day
// names and the calendar's own button labels are registered here (weeks start on Monday in both).
import { addLocale } from 'primereact/api'

let registered = false

/** Registers the 'vi' calendar locale once, and Monday as the first day of the English one. */
export function registerCalendarLocales(): void {
  if (registered) return
  registered = true
  addLocale('vi', {
    firstDayOfWeek: 1,
    dayNames: ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'],
    dayNamesShort: ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'],
    dayNamesMin: ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'],
    monthNames: [
      'Tháng 1',
      'Tháng 2',
      'Tháng 3',
      'Tháng 4',
      'Tháng 5',
      'Tháng 6',
      'Tháng 7',
      'Tháng 8',
      'Tháng 9',
      'Tháng 10',
      'Tháng 11',
      'Tháng 12',
    ],
    monthNamesShort: ['Th1', 'Th2', 'Th3', 'Th4', 'Th5', 'Th6', 'Th7', 'Th8', 'Th9', 'Th10', 'Th11', 'Th12'],
    today: 'Hôm nay',
    clear: 'Xoá',
    weekHeader: 'Tuần',
    chooseDate: 'Chọn ngày',
    chooseMonth: 'Chọn tháng',
    chooseYear: 'Chọn năm',
    prevMonth: 'Tháng trước',
    nextMonth: 'Tháng sau',
    prevYear: 'Năm trước',
    nextYear: 'Năm sau',
    prevDecade: 'Thập kỷ trước',
    nextDecade: 'Thập kỷ sau',
    dateFormat: 'dd-mm-yy',
  })
  addLocale('en-portal', { firstDayOfWeek: 1, dateFormat: 'dd-mm-yy' })
}

/** The calendar locale for the active language. */
export const calendarLocale = (lng: 'vi' | 'en'): string => (lng === 'vi' ? 'vi' : 'en-portal')
