-- CreateEnum
CREATE TYPE "StatementFormat" AS ENUM ('CODA', 'CAMT053');

-- CreateEnum
CREATE TYPE "TransferOutcome" AS ENUM ('PAID', 'PARTLY_PAID', 'ALREADY_PAID', 'UNKNOWN_COMMUNICATION', 'BAD_CHECK_DIGITS', 'NO_COMMUNICATION', 'OTHER_ACCOUNT');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "receivedAmount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "BankStatement" (
    "id" SERIAL NOT NULL,
    "listId" INTEGER NOT NULL,
    "format" "StatementFormat" NOT NULL,
    "account" TEXT NOT NULL,
    "sequence" TEXT NOT NULL,
    "statementDate" DATE NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankStatement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankTransfer" (
    "id" SERIAL NOT NULL,
    "statementId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "amount" INTEGER NOT NULL,
    "bookedOn" DATE NOT NULL,
    "communication" TEXT NOT NULL,
    "counterparty" TEXT NOT NULL DEFAULT '',
    "outcome" "TransferOutcome" NOT NULL,

    CONSTRAINT "BankTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BankStatement_listId_account_sequence_statementDate_key" ON "BankStatement"("listId", "account", "sequence", "statementDate");

-- CreateIndex
CREATE INDEX "BankTransfer_orderId_idx" ON "BankTransfer"("orderId");

-- AddForeignKey
ALTER TABLE "BankStatement" ADD CONSTRAINT "BankStatement_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankTransfer" ADD CONSTRAINT "BankTransfer_statementId_fkey" FOREIGN KEY ("statementId") REFERENCES "BankStatement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankTransfer" ADD CONSTRAINT "BankTransfer_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
