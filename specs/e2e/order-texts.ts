// The words of placing an order (spec §2 Place order) that several journeys type or look for, in
// each language: the screen's controls, its confirmation and the pending list it leads to. Not a
// spec file: no tests here.
export const PLACE_ORDER_TEXT = {
  vi: {
    customer: 'Mã khách hàng',
    quantity: (name: string) => `Số thùng của ${name}`,
    fishSauce: 'Nước mắm cá cơm 40 độ đạm',
    soySauce: 'Nước tương đậu nành',
    eta: 'Ngày ETA',
    note: 'Ghi chú',
    submit: 'Gửi',
    confirmTitle: 'Gửi đơn hàng này?',
    confirm: 'Gửi đơn',
    pending: 'Đơn hàng chờ xử lý',
    success: 'Đặt hàng thành công',
    viewPending: 'Xem đơn chờ duyệt',
  },
  en: {
    customer: 'Customer code',
    quantity: (name: string) => `Quantity in cases of ${name}`,
    fishSauce: 'Anchovy fish sauce 40°N',
    soySauce: 'Soy sauce',
    eta: 'ETA date',
    note: 'Note',
    submit: 'Submit',
    confirmTitle: 'Submit this order?',
    confirm: 'Submit',
    pending: 'Pending orders',
    success: 'Order successful',
    viewPending: 'View pending orders',
  },
} as const
