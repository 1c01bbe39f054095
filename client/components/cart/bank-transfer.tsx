import type { DocumentSummary } from "../../../shared/commerce/documents";
import type { BankTransferInstructions } from "../../../shared/commerce/types";
import { formatPrice } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { QrCode } from "../ui/qr-code";
import { CopyButton } from "./copy-button";

/**
 * The account to transfer to, each value with its copy button in one column, the QR code, and the
 * order's pro-forma invoice to download.
 */
export function BankTransfer({
  bank,
  proforma,
  qrSvg,
}: {
  bank: BankTransferInstructions;
  proforma: DocumentSummary | null;
  qrSvg: string;
}) {
  const { LL, locale } = useI18n();
  const P = LL.commerce.pay;
  const D = LL.commerce.orderDocuments;
  const rows: Array<[label: string, value: string]> = [
    [P.bankName(), bank.bankName],
    [P.accountName(), bank.accountName],
    [P.accountNumber(), bank.accountNumber],
    [P.swift(), bank.swift],
    [P.amount(), formatPrice(bank.amountMinor, bank.currency, locale)],
    [P.reference(), bank.reference],
  ];
  return (
    <div className="bank" data-testid="bank-transfer">
      <h2>{P.bankTitle()}</h2>
      <p>{P.bankLead()}</p>
      <div className="bank__body">
        <dl className="bank__details">
          {rows.map(([label, value]) => (
            <div key={label} className="bank__row">
              <dt>{label}</dt>
              <dd>
                <span className="bank__value">{value}</span>
                <CopyButton text={value} label={label} />
              </dd>
            </div>
          ))}
        </dl>
        <QrCode svg={qrSvg} label={P.qrLabel()} />
      </div>
      {proforma ? (
        <p className="bank__proforma">
          <a href={proforma.href} download={`${proforma.number}.pdf`} className="button" data-testid="proforma-link">
            {D.getProforma()}
          </a>{" "}
          <span className="muted">{D.proformaHint()}</span>
        </p>
      ) : null}
    </div>
  );
}
