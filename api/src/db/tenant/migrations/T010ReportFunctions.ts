/**
 * The report functions of a company schema: set-returning SQL functions over the accounting
 * data (ttransaccion, tdiario/tdiariodet, tdocelectronico, tclipro). Argument names are the
 * filter form's field names (desde, hasta, clp_codigo, ...): the report engine binds by name
 * only the arguments the catalog says the function has. Created unqualified (search_path is the
 * company's schema); the engine runs them with search_path set to that schema only, so their
 * table references resolve to the company's own tables.
 */
const fn = (name: string, args: string, returns: string, body: string) =>
  `create function ${name}(${args}) returns table (${returns}) language sql stable as $fn$ ${body} $fn$`;

const CLIENT = `coalesce(c.clp_nombre || coalesce(' ' || c.clp_apelli, ''), 'CONSUMIDOR FINAL')`;
const MONTH = `to_char(date_trunc('month', t.trn_fecha), 'YYYY-MM')`;

export const REPORT_FUNCTIONS: readonly string[] = [
  fn(
    'inf_ventas_mes',
    'desde date, hasta date',
    'mes text, documentos bigint, subtotal numeric, iva numeric, total numeric',
    `select ${MONTH}, count(*), sum(t.trn_subtotal), sum(t.trn_iva), sum(t.trn_total)
       from ttransaccion t where t.tra_codigo = 1 and t.trn_estado = 1 and t.trn_fecha between desde and hasta
      group by 1 order by 1`,
  ),
  fn(
    'inf_compras',
    'desde date, hasta date, clp_codigo int default null',
    'trn_codigo int, fecha date, comprobante varchar, proveedor text, subtotal numeric, iva numeric, total numeric',
    `select t.trn_codigo, t.trn_fecha, t.trn_compro, ${CLIENT}, t.trn_subtotal, t.trn_iva, t.trn_total
       from ttransaccion t left join tclipro c on c.clp_codigo = t.clp_codigo
      where t.tra_codigo = 20 and t.trn_estado = 1 and t.trn_fecha between desde and hasta
        and ($3 is null or t.clp_codigo = $3)
      order by t.trn_fecha, t.trn_codigo`,
  ),
  fn(
    'inf_cartera_cliente',
    'hasta date, clp_codigo int default null',
    'cliente text, documentos bigint, facturado numeric, notas_credito numeric, saldo numeric',
    `select ${CLIENT}, count(*),
            sum(case when t.tra_codigo = 1 then t.trn_total else 0 end),
            sum(case when t.tra_codigo = 4 then t.trn_total else 0 end),
            sum(case when t.tra_codigo = 1 then t.trn_total else -t.trn_total end)
       from ttransaccion t left join tclipro c on c.clp_codigo = t.clp_codigo
      where t.tra_codigo in (1, 4) and t.trn_estado = 1 and t.trn_fecha <= hasta and ($2 is null or t.clp_codigo = $2)
      group by 1 order by 5 desc, 1`,
  ),
  fn(
    'inf_docelec_estado',
    'desde date, hasta date',
    'estado text, tipo text, documentos bigint',
    `select case d.doc_estado when 0 then 'PENDIENTE' when 1 then 'ENVIADO' when 2 then 'AUTORIZADO' when 3 then 'DEVUELTO' else 'NO AUTORIZADO' end,
            case d.doc_tipo when '01' then 'FACTURA' when '04' then 'NOTA DE CRÉDITO' when '07' then 'RETENCIÓN' else d.doc_tipo end,
            count(*)
       from tdocelectronico d join ttransaccion t on t.trn_codigo = d.trn_codigo
      where t.trn_fecha between desde and hasta
      group by d.doc_estado, d.doc_tipo order by d.doc_estado, d.doc_tipo`,
  ),
  fn(
    'inf_asientos_periodo',
    'desde date, hasta date',
    'periodo text, asientos bigint, debe numeric, haber numeric, diferencia numeric',
    `select to_char(p.pe_finicio, 'YYYY-MM'), count(distinct d.dia_codigo), coalesce(sum(l.ddi_debe), 0), coalesce(sum(l.ddi_haber), 0),
            coalesce(sum(l.ddi_debe), 0) - coalesce(sum(l.ddi_haber), 0)
       from tperiodo p join tdiario d on d.pe_codigo = p.pe_codigo join tdiariodet l on l.dia_codigo = d.dia_codigo
      where d.dia_fecha between desde and hasta
      group by p.pe_finicio order by p.pe_finicio`,
  ),
  fn(
    'inf_impuestos_mes',
    'desde date, hasta date',
    'mes text, iva_ventas numeric, iva_notas_credito numeric, iva_compras numeric, iva_por_pagar numeric',
    `select ${MONTH},
            sum(case when t.tra_codigo = 1 then t.trn_iva else 0 end),
            sum(case when t.tra_codigo = 4 then t.trn_iva else 0 end),
            sum(case when t.tra_codigo = 20 then t.trn_iva else 0 end),
            sum(case t.tra_codigo when 1 then t.trn_iva when 4 then -t.trn_iva when 20 then -t.trn_iva else 0 end)
       from ttransaccion t where t.trn_estado = 1 and t.trn_fecha between desde and hasta
      group by 1 order by 1`,
  ),
  fn(
    'inf_libro_diario',
    'desde date, hasta date',
    'dia_codigo int, trn_codigo int, doc_categoria int, fecha date, asiento int, cuenta text, detalle varchar, debe numeric, haber numeric',
    `select d.dia_codigo, d.trn_codigo, 4, d.dia_fecha, d.dia_numero, a.cue_numero || ' ' || a.cue_nombre, d.dia_glosa, l.ddi_debe, l.ddi_haber
       from tdiario d join tdiariodet l on l.dia_codigo = d.dia_codigo join tplancuenta a on a.cue_codigo = l.cue_codigo
      where d.dia_fecha between desde and hasta
      order by d.dia_fecha, d.dia_codigo, l.ddi_codigo`,
  ),
  fn(
    'inf_balance_comprobacion',
    'desde date, hasta date',
    'tipo varchar, cuenta varchar, nombre varchar, debe numeric, haber numeric, saldo numeric',
    `select tc.tcu_descri, a.cue_numero, a.cue_nombre, sum(l.ddi_debe), sum(l.ddi_haber), sum(l.ddi_debe) - sum(l.ddi_haber)
       from tdiariodet l join tdiario d on d.dia_codigo = l.dia_codigo join tplancuenta a on a.cue_codigo = l.cue_codigo
       join ttipocuenta tc on tc.tcu_codigo = a.tcu_codigo
      where d.dia_fecha between desde and hasta
      group by tc.tcu_codigo, tc.tcu_descri, a.cue_numero, a.cue_nombre order by a.cue_numero`,
  ),
  fn(
    'inf_ventas_cliente',
    'desde date, hasta date, clp_codigo int default null',
    'cliente text, documentos bigint, subtotal numeric, total numeric',
    `select ${CLIENT}, count(*), sum(t.trn_subtotal), sum(t.trn_total)
       from ttransaccion t left join tclipro c on c.clp_codigo = t.clp_codigo
      where t.tra_codigo = 1 and t.trn_estado = 1 and t.trn_fecha between desde and hasta and ($3 is null or t.clp_codigo = $3)
      group by 1 order by 4 desc, 1`,
  ),
  fn(
    'inf_facturas',
    'desde date, hasta date, clp_codigo int default null',
    'trn_codigo int, fecha date, comprobante varchar, cliente text, subtotal numeric, iva numeric, total numeric, estado_sri text',
    `select t.trn_codigo, t.trn_fecha, t.trn_compro, ${CLIENT}, t.trn_subtotal, t.trn_iva, t.trn_total,
            case e.doc_estado when 0 then 'PENDIENTE' when 1 then 'ENVIADO' when 2 then 'AUTORIZADO' when 3 then 'DEVUELTO' when 4 then 'NO AUTORIZADO' else 'SIN DOCUMENTO' end
       from ttransaccion t left join tclipro c on c.clp_codigo = t.clp_codigo left join tdocelectronico e on e.trn_codigo = t.trn_codigo
      where t.tra_codigo = 1 and t.trn_estado = 1 and t.trn_fecha between desde and hasta and ($3 is null or t.clp_codigo = $3)
      order by t.trn_fecha, t.trn_codigo`,
  ),
  fn(
    'inf_resultados',
    'desde date, hasta date',
    'tipo varchar, cuenta text, valor numeric',
    `select tc.tcu_descri, a.cue_numero || ' ' || a.cue_nombre,
            case when a.tcu_codigo = 4 then sum(l.ddi_haber) - sum(l.ddi_debe) else sum(l.ddi_debe) - sum(l.ddi_haber) end
       from tdiariodet l join tdiario d on d.dia_codigo = l.dia_codigo join tplancuenta a on a.cue_codigo = l.cue_codigo
       join ttipocuenta tc on tc.tcu_codigo = a.tcu_codigo
      where a.tcu_codigo in (4, 5) and d.dia_fecha between desde and hasta
      group by tc.tcu_codigo, tc.tcu_descri, a.tcu_codigo, a.cue_numero, a.cue_nombre order by tc.tcu_codigo, a.cue_numero`,
  ),
  fn(
    'inf_ventas_trimestre',
    'desde date, hasta date',
    'trimestre text, ventas numeric, notas_credito numeric, neto numeric',
    `select to_char(t.trn_fecha, 'YYYY') || '-T' || to_char(t.trn_fecha, 'Q'),
            sum(case when t.tra_codigo = 1 then t.trn_total else 0 end),
            sum(case when t.tra_codigo = 4 then t.trn_total else 0 end),
            sum(case when t.tra_codigo = 1 then t.trn_total else -t.trn_total end)
       from ttransaccion t where t.tra_codigo in (1, 4) and t.trn_estado = 1 and t.trn_fecha between desde and hasta
      group by 1 order by 1`,
  ),
  fn(
    'inf_notas_credito',
    'desde date, hasta date',
    'trn_codigo int, fecha date, comprobante varchar, cliente text, total numeric',
    `select t.trn_codigo, t.trn_fecha, t.trn_compro, ${CLIENT}, t.trn_total
       from ttransaccion t left join tclipro c on c.clp_codigo = t.clp_codigo
      where t.tra_codigo = 4 and t.trn_estado = 1 and t.trn_fecha between desde and hasta
      order by t.trn_fecha, t.trn_codigo`,
  ),
];
