import type { NamespaceCouponsTranslation } from "../i18n-types";

/** Textos de promociones y cupones, cuentas atrás y reseñas. */
const coupons = {
  button: {
    used: "Usado",
    notStarted: "Próximamente",
    claimed: "Obtenido",
    claim: "Obtener",
    unused: "Sin usar",
    paused: "En pausa",
    expired: "Caducado",
    voided: "Anulado",
    abnormal: "Estado anómalo",
    allClaimed: "Agotado",
    notEligible: "No disponible",
  },
  claimed: "Obtenido. Su cupón le espera en Mis cupones.",
  off: "{amount} de descuento",
  minimum: "En pedidos desde {amount}",
  noMinimum: "Sin pedido mínimo",
  percentOff: "{percent} de descuento",
  percentOffUpTo: "{percent} de descuento, hasta {cap}",
  perCustomer: "Hasta {limit} por cliente",
  left: "Quedan {count}",
  startsIn: "Empieza en {time}",
  endsIn: "Termina en {time}",
  ended: "Finalizado",
  invalidTime: "Formato de fecha futura no válido",
  duration: "{days} d {clock}",
  validUntil: "Válido hasta el {date}",
  usedOn: "Usado el {date} en el pedido {orderNo}",
  reservedFor: "Reservado para el pedido pendiente de pago {orderNo}",
  tabs: {
    unused: "Sin usar",
    used: "Usados",
    expired: "Caducados",
  },
  empty: "No hay cupones aquí.",
  noCampaigns: "Ahora mismo no hay campañas de cupones. Vuelve pronto.",
  newCustomersOnly: "Solo clientes nuevos (cuentas sin pedidos pagados)",
  notNewCustomer: "Este cupón es solo para clientes nuevos y su cuenta ya tiene un pedido pagado.",
  appliesTo: "Válido para:",
  ineligibleNewCustomer:
    "No puede obtener el cupón de esta campaña: es para clientes nuevos y su cuenta ya tiene un pedido pagado.",
  getMore: "Ver campañas de cupones",
  signInToClaim: "Inicie sesión para obtener un cupón de esta campaña.",
  checkout: {
    title: "Cupón",
    none: "Sin cupón",
    noneAvailable: "No tiene cupones para este pedido.",
    notApplicable: "requiere {amount}",
    notForProducts: "no válido para estos productos",
    newCustomersOnly: "solo clientes nuevos",
  },
} satisfies NamespaceCouponsTranslation;

export default coupons;
