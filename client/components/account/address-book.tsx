import { useState } from "react";
import type { Address } from "../../../shared/commerce/types";
import { useI18n } from "../../lib/i18n";
import { AddressFields } from "../cart/address-fields";
import { AddressLine } from "../cart/address-line";
import { SettingsForm } from "./settings-form";

/** Shipping addresses kept in the account (used at checkout): add, edit, delete. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const { LL } = useI18n();
  const A = LL.commerce.address;
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const close = () => setEditing(null);
  return (
    <section className="card settings-section" aria-labelledby="settings-addresses">
      <h2 id="settings-addresses">{LL.commerce.confirm.address()}</h2>
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="address-item">
            {editing === address.id ? (
              <SettingsForm
                intent="address-save"
                submitLabel={A.save()}
                successMessage={A.save()}
                onSuccess={close}
                cancel={{ label: A.cancel(), onCancel: close }}
              >
                <AddressFields address={address} />
              </SettingsForm>
            ) : (
              <>
                <p>
                  <strong>
                    <bdi>{address.recipient}</bdi>
                  </strong>{" "}
                  ·{" "}
                  <bdi dir="ltr" className="kept-whole">
                    {address.phone}
                  </bdi>{" "}
                  {address.isDefault ? <span className="badge badge--muted">{A.default()}</span> : null}
                  <br />
                  <span className="muted">
                    <AddressLine address={address} />
                  </span>
                </p>
                <div className="address-item__actions">
                  <button type="button" className="button button--small" onClick={() => setEditing(address.id)}>
                    {A.edit()}
                  </button>
                  <SettingsForm
                    intent="address-delete"
                    submitLabel={A.delete()}
                    submitClassName="button button--small button--danger"
                    successMessage={A.delete()}
                    confirmFirst={{
                      title: A.delete(),
                      message: A.deleteConfirm(),
                      confirmText: A.delete(),
                      cancelText: A.cancel(),
                      type: "warning",
                    }}
                  >
                    <input type="hidden" name="id" value={address.id} />
                  </SettingsForm>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <SettingsForm
          intent="address-save"
          submitLabel={A.save()}
          successMessage={A.save()}
          onSuccess={close}
          cancel={{ label: A.cancel(), onCancel: close }}
        >
          <AddressFields />
        </SettingsForm>
      ) : (
        <button type="button" className="button" onClick={() => setEditing("new")}>
          {LL.commerce.confirm.addAddress()}
        </button>
      )}
    </section>
  );
}
