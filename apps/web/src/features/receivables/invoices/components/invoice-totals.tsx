import { amountInWordsIndian, formatPaise } from '@kadai/contract';
import { Descriptions, Typography } from 'antd';

type Totals = {
  basePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  transportPaise: number;
  totalPaise: number;
};

/**
 * A document's totals, as the editor shows them live and the invoice prints them: the taxable
 * value, CGST and SGST within the state or IGST across states, transport, the total and the total
 * in words. Every figure is a sum of the lines' own, to the paisa.
 */
export function InvoiceTotals(props: {
  totals: Totals;
  intraState: boolean;
  /** The words an issued invoice was stored with; the editor writes them from its live total. */
  words?: string;
}) {
  const { totals, intraState } = props;
  const row = (key: string, label: string, paise: number) => ({
    key,
    label,
    children: (
      <span data-testid={`total-${key}`} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatPaise(paise)}
      </span>
    ),
  });
  return (
    <div>
      <Descriptions
        size="small"
        bordered
        column={1}
        style={{ maxWidth: 420, marginLeft: 'auto' }}
        items={[
          row('taxable', 'Taxable value', totals.basePaise),
          ...(intraState
            ? [row('cgst', 'CGST', totals.cgstPaise), row('sgst', 'SGST', totals.sgstPaise)]
            : [row('igst', 'IGST', totals.igstPaise)]),
          row('transport', 'Transport', totals.transportPaise),
          {
            ...row('total', 'Total', totals.totalPaise),
            children: (
              <strong data-testid="total-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatPaise(totals.totalPaise)}
              </strong>
            ),
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 8, textAlign: 'right' }} data-testid="amount-in-words">
        {props.words ?? amountInWordsIndian(totals.totalPaise)}
      </Typography.Paragraph>
    </div>
  );
}
