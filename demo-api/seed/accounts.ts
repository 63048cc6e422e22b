// Users, companies and the account-side data of each company (debts, equipment, group requests).
import { addDays, brazilDateTime, brDay } from '../lib/dates.ts';
import { cnpjWithDigits } from '../lib/documents.ts';
import { boletoLine, dueFactor, pixCode } from '../lib/fiscal.ts';
import type { Account, Client, OutboxMail, ValidationToken } from '../lib/state.ts';
import type { AccountCommercial, Debt, EquipmentRequest, GroupRequest } from '../lib/types.ts';

/** The password of every demo login. */
const DEMO_PASSWORD = 'Demo@123';
/**
 * The login reserved for tests that change the account itself (password, profile photo), so that
 * they never touch the logins every other test signs in with.
 */
const SETTINGS_LOGIN = '11144477735';
/** The e-mailed token that validates the pending demo account (12ABC34501DE35). */
const PENDING_ACCOUNT_TOKEN = 'NH7K2Q';
/** The distributor's CNPJ (emitter of invoices, receiver of PIX). */
export const DISTRIBUTOR = {
  name: 'Distribuidora Rio Gelado Ltda',
  cnpj: cnpjWithDigits('334512780001'),
  city: 'Rio de Janeiro',
  pixKey: 'financeiro@riogelado.com.br',
};

const teamCentro: AccountCommercial = {
  manager: 'Carla Menezes',
  coordinator: 'Roberto Farias',
  figureName: 'Anderson Lima',
  cellphone: '(21) 98877-6655',
};
const teamSul: AccountCommercial = {
  manager: 'Carla Menezes',
  coordinator: 'Juliana Queiroz',
  figureName: 'Bruno Cavalcanti',
  cellphone: '(21) 99654-3210',
};
const teamNiteroi: AccountCommercial = {
  manager: 'Patrícia Gomes',
  coordinator: 'Luiz Henrique Prado',
  figureName: 'Thiago Rocha',
  cellphone: '(21) 97766-1122',
};

const profilePath = (key: string, name: string) => `/static/profiles/${key}.svg?t=${encodeURIComponent(name)}`;

/** The client companies: the demo logins' companies, the newcomer and the restricted one. */
export function buildClients(today: Date): Client[] {
  const base = { ownerDocument: null, restriction: null } as const;
  return [
    {
      ...base,
      id: 1,
      clientCode: '100001',
      name: 'Bar do Zé Ltda',
      cnpj_cpf: '45723174000110',
      ownerDocument: '12345678909',
      situation: 'ATIVO',
      address: { neighborhood: 'Tijuca', city: 'Rio de Janeiro' },
      STRAS: 'Rua Conde de Bonfim, 512',
      subchannel: 'BAR',
      ultimoPedido: brDay(addDays(today, -9)),
      dataDeCompra: brDay(today),
      Minimoorder: 300,
      Limitecredito: 5000,
      commercial: teamCentro,
    },
    {
      ...base,
      id: 2,
      clientCode: '100002',
      name: 'Empório do Zé Bebidas Ltda',
      cnpj_cpf: cnpjWithDigits('283915620001'),
      ownerDocument: '12345678909',
      situation: 'ATIVO',
      address: { neighborhood: 'Botafogo', city: 'Rio de Janeiro' },
      STRAS: 'Rua Voluntários da Pátria, 188',
      subchannel: 'ADEGA',
      ultimoPedido: brDay(addDays(today, -3)),
      dataDeCompra: brDay(addDays(today, 4)),
      Minimoorder: 250,
      Limitecredito: 3500,
      commercial: teamSul,
    },
    {
      ...base,
      id: 3,
      clientCode: '100003',
      name: 'Zé Lanches ME',
      cnpj_cpf: cnpjWithDigits('730458190001'),
      ownerDocument: '12345678909',
      situation: 'INATIVO',
      address: { neighborhood: 'Méier', city: 'Rio de Janeiro' },
      STRAS: 'Rua Dias da Cruz, 77',
      subchannel: 'LANCHONETE',
      ultimoPedido: null,
      dataDeCompra: null,
      Minimoorder: 200,
      Limitecredito: 1000,
      commercial: teamCentro,
    },
    {
      ...base,
      id: 4,
      clientCode: '200001',
      name: 'Mercadinho Boa Vista Ltda',
      cnpj_cpf: '11222333000181',
      situation: 'ATIVO',
      address: { neighborhood: 'Icaraí', city: 'Niterói' },
      STRAS: 'Rua Gavião Peixoto, 230',
      subchannel: 'MERCEARIA',
      ultimoPedido: brDay(addDays(today, -21)),
      dataDeCompra: brDay(addDays(today, -1)),
      Minimoorder: 400,
      Limitecredito: 2000,
      commercial: teamNiteroi,
    },
    {
      ...base,
      id: 5,
      clientCode: '300001',
      name: 'Boteco Novo Horizonte Ltda',
      cnpj_cpf: '12ABC34501DE35',
      situation: 'ATIVO',
      address: { neighborhood: 'Copacabana', city: 'Rio de Janeiro' },
      STRAS: 'Rua Barata Ribeiro, 410',
      subchannel: 'BAR',
      ultimoPedido: null,
      dataDeCompra: null,
      Minimoorder: 300,
      Limitecredito: 3000,
      commercial: teamSul,
    },
    {
      ...base,
      id: 6,
      clientCode: '400001',
      name: 'Mercearia da Dona Lúcia',
      cnpj_cpf: '52998224725',
      situation: 'ATIVO',
      address: { neighborhood: 'Campo Grande', city: 'Rio de Janeiro' },
      STRAS: 'Estrada do Monteiro, 1200',
      subchannel: 'MERCEARIA',
      ultimoPedido: null,
      dataDeCompra: null,
      Minimoorder: 250,
      Limitecredito: 1500,
      commercial: teamCentro,
    },
    {
      ...base,
      id: 8,
      clientCode: '600001',
      name: 'Adega Ponto Certo Ltda',
      cnpj_cpf: cnpjWithDigits('481726350001'),
      ownerDocument: SETTINGS_LOGIN,
      situation: 'ATIVO',
      address: { neighborhood: 'Grajaú', city: 'Rio de Janeiro' },
      STRAS: 'Rua Barão do Bom Retiro, 41',
      subchannel: 'ADEGA',
      ultimoPedido: null,
      dataDeCompra: null,
      Minimoorder: 300,
      Limitecredito: 2000,
      commercial: teamNiteroi,
    },
    {
      ...base,
      id: 7,
      clientCode: '500001',
      name: 'Bar Estrela do Norte',
      cnpj_cpf: '39053344705',
      situation: 'ATIVO',
      address: { neighborhood: 'Madureira', city: 'Rio de Janeiro' },
      STRAS: 'Rua Carolina Machado, 95',
      subchannel: 'BAR',
      ultimoPedido: null,
      dataDeCompra: null,
      Minimoorder: 300,
      Limitecredito: 0,
      commercial: teamCentro,
      restriction: {
        status: 403,
        message: 'Cadastro bloqueado',
        details: 'Identificamos uma restrição no seu cadastro. Entre em contato com a central de atendimento 0800 725 0011.',
      },
    },
  ];
}

/** The users that exist at start (the newcomer registers through first access). */
export function buildAccounts(): Account[] {
  const password = DEMO_PASSWORD;
  return [
    {
      password,
      tempPasswords: [],
      playerIds: [],
      username: '12345678909',
      personName: 'José Carlos da Silva',
      email: 'contato@bardoze.com.br',
      phone: '21987654321',
      status: 'active',
      storeAccess: true,
      clientCodes: ['100001', '100002', '100003'],
      defaultClientCode: '100001',
      group: { name: 'Rede Sabor do Zé' },
      profile: profilePath('12345678909', 'José Carlos da Silva'),
      notifications: { acceptMail: true, acceptMessages: false },
    },
    {
      password,
      tempPasswords: [],
      playerIds: [],
      username: '11222333000181',
      personName: 'Mercadinho Boa Vista',
      email: 'compras@mercadinhoboavista.com.br',
      phone: '21976543210',
      status: 'active',
      storeAccess: false,
      clientCodes: ['200001'],
      defaultClientCode: '200001',
      group: null,
      profile: null,
      notifications: { acceptMail: true, acceptMessages: true },
    },
    {
      password,
      tempPasswords: [],
      playerIds: [],
      username: SETTINGS_LOGIN,
      personName: 'Marina Alves',
      email: 'contato@adegapontocerto.com.br',
      phone: '21954321098',
      status: 'active',
      storeAccess: false,
      clientCodes: ['600001'],
      defaultClientCode: '600001',
      group: null,
      profile: null,
      notifications: { acceptMail: false, acceptMessages: true },
    },
    {
      password,
      tempPasswords: [],
      playerIds: [],
      username: '12ABC34501DE35',
      personName: 'Boteco Novo Horizonte',
      email: 'contato@boteconovohorizonte.com.br',
      phone: '21965432109',
      status: 'pending',
      storeAccess: true,
      clientCodes: ['300001'],
      defaultClientCode: '300001',
      group: null,
      profile: null,
      notifications: { acceptMail: false, acceptMessages: false },
    },
  ];
}

/** The e-mail that carries a validation token. */
export function tokenMail(id: number, to: string, token: string, sentAt: number): OutboxMail {
  return {
    id,
    to,
    subject: 'Seu token de validação - Portal do Cliente',
    kind: 'token',
    code: token,
    text: `Olá! Use o token ${token} para validar o seu cadastro no Portal do Cliente. O token é válido por 1 dia.`,
    sentAt,
  };
}

/** The validation token and e-mail the pending demo account is waiting on. */
export function pendingAccountMail(nowMs: number): { token: ValidationToken; mail: OutboxMail } {
  const sentAt = nowMs - 2 * 3_600_000;
  return {
    token: { token: PENDING_ACCOUNT_TOKEN, username: '12ABC34501DE35', createdAt: sentAt, usedAt: null },
    mail: tokenMail(1, 'contato@boteconovohorizonte.com.br', PENDING_ACCOUNT_TOKEN, sentAt),
  };
}

function debt(today: Date, days: number, value: number, n: number, withPix: boolean, withBarCode: boolean): Debt {
  const due = addDays(today, days);
  return {
    docValue: value,
    ticketExpiration: brDay(due),
    pixQrCode: withPix
      ? pixCode({
          key: DISTRIBUTOR.pixKey,
          amount: value,
          merchant: DISTRIBUTOR.name,
          city: DISTRIBUTOR.city,
          txid: `DEB${String(n).padStart(8, '0')}`,
        })
      : null,
    barCode: withBarCode ? boletoLine({ amount: value, dueFactor: dueFactor(due), ourNumber: 90_000 + n }) : null,
  };
}

/** Open debts per client, due before, on and after today. */
export function buildDebts(today: Date): Map<string, Debt[]> {
  return new Map([
    [
      '100001',
      [
        debt(today, -12, 1234.56, 1, true, true),
        debt(today, -2, 389.9, 2, false, true),
        debt(today, 0, 842, 3, true, true),
        debt(today, 7, 2150.75, 4, true, false),
        debt(today, 21, 615.3, 5, true, true),
      ],
    ],
    ['100002', [debt(today, 5, 978.4, 6, true, true)]],
    ['200001', []],
    ['300001', []],
    ['400001', []],
  ]);
}

type Flags = Pick<
  EquipmentRequest,
  | 'STATUS'
  | 'STATUS_ABERTA'
  | 'STATUS_APROVADO'
  | 'STATUS_FATURADO'
  | 'STATUS_COMD_GERADO'
  | 'STATUS_ENTREGA'
  | 'STATUS_FINAL'
  | 'ENTREGA_PEND'
  | 'SAIU_ENTREGA'
>;

function equipment(
  nr: number,
  type: 'INS' | 'REC',
  day: Date,
  kind: string,
  code: string,
  description: string,
  flags: Flags,
): EquipmentRequest {
  return {
    NRSOL: String(nr).padStart(7, '0'),
    TPSOL: type,
    ERDAT: brDay(day),
    TPEQP: kind,
    MATNR: code.padStart(18, '0'),
    MAKTX: description,
    ...flags,
  };
}

const none = {
  STATUS_FATURADO: '',
  STATUS_COMD_GERADO: '',
  STATUS_ENTREGA: '',
  STATUS_FINAL: '',
  ENTREGA_PEND: '',
  SAIU_ENTREGA: '',
} as const;

/** Equipment loan requests per client, covering every step flag. */
export function buildEquipment(today: Date): Map<string, EquipmentRequest[]> {
  const d = (n: number) => addDays(today, -n);
  return new Map([
    [
      '100001',
      [
        equipment(4512, 'INS', d(60), 'FREEZER', '70001234', 'Freezer horizontal 400L;Tampa de vidro;Adesivado Brahma', {
          STATUS: 'ENTREGUE',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'S',
          STATUS_COMD_GERADO: 'S',
          STATUS_ENTREGA: 'S',
          STATUS_FINAL: 'S',
          ENTREGA_PEND: '',
          SAIU_ENTREGA: '',
        }),
        equipment(4598, 'INS', d(6), 'VISA COOLER', '70004410', 'Visa cooler 2 portas 957L;Iluminação LED;Adesivado Skol', {
          STATUS: 'EM ROTA DE ENTREGA',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'S',
          STATUS_COMD_GERADO: 'S',
          STATUS_ENTREGA: 'S',
          STATUS_FINAL: '',
          ENTREGA_PEND: '',
          SAIU_ENTREGA: 'X',
        }),
        equipment(4603, 'INS', d(4), 'CHOPEIRA', '70007788', 'Chopeira elétrica 2 torneiras;Cilindro de CO2;Barril 50L', {
          STATUS: 'EM PREPARAÇÃO',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'W',
          STATUS_COMD_GERADO: '',
          STATUS_ENTREGA: 'W',
          STATUS_FINAL: '',
          ENTREGA_PEND: 'X',
          SAIU_ENTREGA: '',
        }),
        equipment(4610, 'INS', d(1), 'MESAS E CADEIRAS', '70009001', 'Jogo de 4 mesas;16 cadeiras plásticas;Estampa Antarctica', {
          ...none,
          STATUS: 'PENDENTE',
          STATUS_ABERTA: 'W',
          STATUS_APROVADO: '',
        }),
        equipment(4577, 'REC', d(15), 'FREEZER', '70001190', 'Freezer vertical 300L;Porta de vidro', {
          ...none,
          STATUS: 'REPROVADO',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'W',
          STATUS_FINAL: 'E',
        }),
        equipment(4550, 'INS', d(30), 'VISA COOLER', '70004402', 'Visa cooler 1 porta 480L', {
          ...none,
          STATUS: 'CANCELADO',
          STATUS_ABERTA: 'E',
          STATUS_APROVADO: '',
        }),
        equipment(4431, 'REC', d(95), 'CHOPEIRA', '70007701', 'Chopeira elétrica 1 torneira;Cilindro de CO2', {
          STATUS: 'CONCLUÍDO',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'S',
          STATUS_COMD_GERADO: 'S',
          STATUS_ENTREGA: 'S',
          STATUS_FINAL: 'S',
          ENTREGA_PEND: '',
          SAIU_ENTREGA: '',
        }),
        equipment(4589, 'INS', d(10), 'FREEZER', '70001255', 'Freezer horizontal 500L;Tampa sólida;Adesivado Guaraná Antarctica', {
          STATUS: 'ERRO NO FATURAMENTO',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'E',
          STATUS_COMD_GERADO: '',
          STATUS_ENTREGA: '',
          STATUS_FINAL: '',
          ENTREGA_PEND: '',
          SAIU_ENTREGA: '',
        }),
        equipment(4601, 'INS', d(5), 'GELADEIRA', '70005120', 'Geladeira expositora 1 porta 400L', {
          STATUS: 'EM ANDAMENTO',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'W',
          STATUS_COMD_GERADO: '',
          STATUS_ENTREGA: '',
          STATUS_FINAL: '',
          ENTREGA_PEND: '',
          SAIU_ENTREGA: '',
        }),
      ],
    ],
    [
      '100002',
      [
        equipment(4520, 'INS', d(40), 'VISA COOLER', '70004420', 'Visa cooler 1 porta 480L;Adesivado Stella Artois', {
          STATUS: 'ENTREGUE',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'S',
          STATUS_COMD_GERADO: 'S',
          STATUS_ENTREGA: 'S',
          STATUS_FINAL: 'S',
          ENTREGA_PEND: '',
          SAIU_ENTREGA: '',
        }),
      ],
    ],
    [
      '200001',
      [
        equipment(4480, 'INS', d(120), 'FREEZER', '70001234', 'Freezer horizontal 400L;Tampa de vidro', {
          STATUS: 'ENTREGUE',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: 'S',
          STATUS_FATURADO: 'S',
          STATUS_COMD_GERADO: 'S',
          STATUS_ENTREGA: 'S',
          STATUS_FINAL: 'S',
          ENTREGA_PEND: '',
          SAIU_ENTREGA: '',
        }),
        equipment(4606, 'REC', d(2), 'FREEZER', '70001234', 'Freezer horizontal 400L;Tampa de vidro', {
          ...none,
          STATUS: 'ABERTA',
          STATUS_ABERTA: 'S',
          STATUS_APROVADO: '',
        }),
      ],
    ],
    ['300001', []],
    ['400001', []],
  ]);
}

/** Group inclusion requests of client 100001: created, concluded and canceled. */
export function buildGroupRequests(now: Date): Array<GroupRequest & { clientCode: string }> {
  const at = (days: number, hour: number) => brazilDateTime(new Date(now.getTime() - days * 86_400_000 - hour * 3_600_000));
  return [
    {
      clientCode: '100001',
      id: 14,
      created_at: at(2, 3),
      request_status: 'created',
      group_name: 'Rede Sabor do Zé',
      requested_documents: [
        { id: 43, requested_document: cnpjWithDigits('612093480001') },
        { id: 44, requested_document: cnpjWithDigits('905612770001') },
      ],
    },
    {
      clientCode: '100001',
      id: 11,
      created_at: at(40, 5),
      request_status: 'concluded',
      group_name: 'Rede Sabor do Zé',
      requested_documents: [{ id: 37, requested_document: cnpjWithDigits('283915620001') }],
    },
    {
      clientCode: '100001',
      id: 9,
      created_at: at(75, 1),
      request_status: 'canceled',
      group_name: 'Rede Sabor do Zé',
      requested_documents: [{ id: 31, requested_document: '52998224725' }],
    },
  ];
}

/** Group names other clients already use. */
export const TAKEN_GROUP_NAMES = ['Rede Boteco Carioca', 'Grupo Pão de Mel', 'Rede Sabor do Zé', 'Empórios Serra Verde'];
