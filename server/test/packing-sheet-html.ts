// A drawer's packing list as HTML, for the server's tests and `npm run bench -- --hostile`
// (R-SRV-010, decision 0352): `rows` rows of six cells under the sheet's heading and watermark.
export const packingSheetHtml = (rows: number) =>
  `<div data-watermark="C001 Công ty"><h2>Packing list BB1</h2><p>Customer: C001</p><table><thead><tr>` +
  '<th>Code</th><th>Name</th><th>Quantity</th><th>Warehouse</th><th>Batch date</th><th>Note</th></tr></thead><tbody>' +
  Array.from(
    { length: rows },
    (_, i) =>
      `<tr><td>P${i}</td><td>Giò lụa ${i}</td><td>${i}</td><td>Kho Bình Dương</td><td>01-03-2025</td><td>FOC</td></tr>`,
  ).join('') +
  '</tbody></table></div>'
