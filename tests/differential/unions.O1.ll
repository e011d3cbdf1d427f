; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pun64 = type { double }
%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }

@.str = private unnamed_addr constant [41 x i8] c"%g: hi=%08x lo=%08x sign=%u exp=%u bytes\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [21 x i8] c"bits 0x4008... = %g\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [29 x i8] c"-1 as u64 %llu, low word %u\0A\00", align 1, !dbg !17
@__const.main.fs = private unnamed_addr constant [4 x float] [float 1.000000e+00, float 5.000000e-01, float -3.750000e+00, float 0x3F50624DE0000000], align 16
@.str.5 = private unnamed_addr constant [34 x i8] c"float %g = %08x halves %04x %04x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [18 x i8] c"rsqrt(%d) ~ %.4f\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [34 x i8] c"sizeof value=%zu union pun64=%zu\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [27 x i8] c"little endian: %d (c0=%d)\0A\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [22 x i8] c"memcpy pun equal: %d\0A\00", align 1, !dbg !41
@.str.11 = private unnamed_addr constant [20 x i8] c"-5 as unsigned: %u\0A\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [13 x i8] c"string \22%s\22\0A\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [15 x i8] c"pair (%d, %d)\0A\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !98 {
  %1 = alloca [6 x double], align 16, !DIAssignID !194
    #dbg_assign(i1 undef, !103, !DIExpression(), !194, ptr %1, !DIExpression(), !195)
  %2 = alloca %union.pun64, align 8, !DIAssignID !196
    #dbg_assign(i1 undef, !107, !DIExpression(), !196, ptr %2, !DIExpression(), !197)
    #dbg_assign(i1 undef, !136, !DIExpression(), !198, ptr @__const.main.fs, !DIExpression(), !195)
  %3 = alloca [5 x %struct.value], align 16, !DIAssignID !199
    #dbg_assign(i1 undef, !156, !DIExpression(), !199, ptr %3, !DIExpression(), !195)
    #dbg_assign(i1 undef, !178, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !200, ptr poison, !DIExpression(), !195)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5, !dbg !201
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %1, i8 0, i64 48, i1 false), !dbg !202, !DIAssignID !203
    #dbg_assign(i8 0, !103, !DIExpression(), !203, ptr %1, !DIExpression(), !195)
  store double 1.000000e+00, ptr %1, align 16, !dbg !202, !DIAssignID !204
    #dbg_assign(double 1.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !204, ptr %1, !DIExpression(), !195)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !202
  store double -2.000000e+00, ptr %4, align 8, !dbg !202, !DIAssignID !205
    #dbg_assign(double -2.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !205, ptr %4, !DIExpression(), !195)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !202
  store double 1.000000e-01, ptr %5, align 16, !dbg !202, !DIAssignID !206
    #dbg_assign(double 1.000000e-01, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !206, ptr %5, !DIExpression(), !195)
  %6 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !202
  store double 1.000000e+300, ptr %6, align 8, !dbg !202, !DIAssignID !207
    #dbg_assign(double 1.000000e+300, !103, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !207, ptr %6, !DIExpression(), !195)
  %7 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !202
  store double -0.000000e+00, ptr %7, align 16, !dbg !202, !DIAssignID !208
    #dbg_assign(double -0.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !208, ptr %7, !DIExpression(), !195)
  %8 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !202
  store double 0x400921FB54442D18, ptr %8, align 8, !dbg !202, !DIAssignID !209
    #dbg_assign(double 0x400921FB54442D18, !103, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !209, ptr %8, !DIExpression(), !195)
    #dbg_value(i32 0, !105, !DIExpression(), !210)
  %9 = getelementptr inbounds i8, ptr %2, i64 4
    #dbg_value(i32 0, !105, !DIExpression(), !210)
  br label %13, !dbg !211

10:                                               ; preds = %26
    #dbg_value(double 3.000000e+00, !135, !DIExpression(), !195)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.000000e+00), !dbg !212
    #dbg_value(double 0xFFFFFFFFFFFFFFFF, !135, !DIExpression(), !195)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, i32 noundef -1), !dbg !213
    #dbg_assign(i1 undef, !136, !DIExpression(), !214, ptr @__const.main.fs, !DIExpression(), !195)
    #dbg_value(i32 0, !140, !DIExpression(), !215)
  br label %38, !dbg !216

13:                                               ; preds = %0, %26
  %14 = phi i64 [ 0, %0 ], [ %28, %26 ]
    #dbg_value(i64 %14, !105, !DIExpression(), !210)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !217
  %15 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %14, !dbg !218
  %16 = load double, ptr %15, align 8, !dbg !218, !tbaa !219
  store double %16, ptr %2, align 8, !dbg !223, !tbaa !224, !DIAssignID !225
    #dbg_assign(double %16, !107, !DIExpression(), !225, ptr %2, !DIExpression(), !197)
  %17 = load i32, ptr %9, align 4, !dbg !226, !tbaa !224
  %18 = load i32, ptr %2, align 8, !dbg !227, !tbaa !224
  %19 = bitcast double %16 to i64, !dbg !228
  %20 = lshr i64 %19, 63, !dbg !229
  %21 = trunc nuw nsw i64 %20 to i32, !dbg !230
  %22 = lshr i64 %19, 52, !dbg !231
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !232
  %24 = and i32 %23, 2047, !dbg !232
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %21, i32 noundef %24), !dbg !233
    #dbg_value(i32 0, !133, !DIExpression(), !234)
  br label %30, !dbg !235

26:                                               ; preds = %30
  %27 = tail call i32 @putchar(i32 10), !dbg !236
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !237
  %28 = add nuw nsw i64 %14, 1, !dbg !238
    #dbg_value(i64 %28, !105, !DIExpression(), !210)
  %29 = icmp eq i64 %28, 6, !dbg !239
  br i1 %29, label %10, label %13, !dbg !211, !llvm.loop !240

30:                                               ; preds = %13, %30
  %31 = phi i64 [ 0, %13 ], [ %36, %30 ]
    #dbg_value(i64 %31, !133, !DIExpression(), !234)
  %32 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 %31, !dbg !244
  %33 = load i8, ptr %32, align 1, !dbg !244, !tbaa !224
  %34 = zext i8 %33 to i32, !dbg !244
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %34), !dbg !246
  %36 = add nuw nsw i64 %31, 1, !dbg !247
    #dbg_value(i64 %36, !133, !DIExpression(), !234)
  %37 = icmp eq i64 %36, 8, !dbg !248
  br i1 %37, label %26, label %30, !dbg !235, !llvm.loop !249

38:                                               ; preds = %10, %38
  %39 = phi i64 [ 0, %10 ], [ %47, %38 ]
    #dbg_value(i64 %39, !140, !DIExpression(), !215)
  %40 = getelementptr inbounds [4 x float], ptr @__const.main.fs, i64 0, i64 %39, !dbg !251
  %41 = load float, ptr %40, align 4, !dbg !251, !tbaa !252
    #dbg_value(float %41, !142, !DIExpression(), !254)
  %42 = fpext float %41 to double, !dbg !255
  %43 = bitcast float %41 to i32, !dbg !256
  %44 = lshr i32 %43, 16, !dbg !257
  %45 = and i32 %43, 65535, !dbg !258
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45), !dbg !259
  %47 = add nuw nsw i64 %39, 1, !dbg !260
    #dbg_value(i64 %47, !140, !DIExpression(), !215)
  %48 = icmp eq i64 %47, 4, !dbg !261
  br i1 %48, label %60, label %38, !dbg !216, !llvm.loop !262

49:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #5, !dbg !264
  store i32 0, ptr %3, align 16, !dbg !265, !tbaa !266, !DIAssignID !269
    #dbg_assign(i32 0, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !269, ptr %3, !DIExpression(), !195)
  %50 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !270
  store i64 40, ptr %50, align 8, !dbg !271, !tbaa !224, !DIAssignID !272
    #dbg_assign(i64 40, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !272, ptr %50, !DIExpression(), !195)
  %51 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !273
  store i32 0, ptr %51, align 16, !dbg !274, !tbaa !266, !DIAssignID !275
    #dbg_assign(i32 0, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !275, ptr %51, !DIExpression(), !195)
  %52 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !276
  store i64 2, ptr %52, align 8, !dbg !277, !tbaa !224, !DIAssignID !278
    #dbg_assign(i64 2, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !278, ptr %52, !DIExpression(), !195)
  %53 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !279
  store i32 1, ptr %53, align 16, !dbg !280, !tbaa !266, !DIAssignID !281
    #dbg_assign(i32 1, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !281, ptr %53, !DIExpression(), !195)
  %54 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !282
  store double 5.000000e-01, ptr %54, align 8, !dbg !283, !tbaa !224, !DIAssignID !284
    #dbg_assign(double 5.000000e-01, !156, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !284, ptr %54, !DIExpression(), !195)
  %55 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !285
  store i32 3, ptr %55, align 16, !dbg !286, !tbaa !266, !DIAssignID !287
    #dbg_assign(i32 3, !156, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !287, ptr %55, !DIExpression(), !195)
  %56 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !288
  store i32 3, ptr %56, align 8, !dbg !289, !tbaa !224, !DIAssignID !290
    #dbg_assign(i32 3, !156, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !290, ptr %56, !DIExpression(), !195)
  %57 = getelementptr inbounds i8, ptr %3, i64 60, !dbg !291
  store i32 -4, ptr %57, align 4, !dbg !292, !tbaa !224, !DIAssignID !293
    #dbg_assign(i32 -4, !156, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !293, ptr %57, !DIExpression(), !195)
  %58 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !294
  store i32 2, ptr %58, align 16, !dbg !295, !tbaa !266, !DIAssignID !296
    #dbg_assign(i32 2, !156, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !296, ptr %58, !DIExpression(), !195)
  %59 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !297
  store ptr @.str.7, ptr %59, align 8, !dbg !298, !tbaa !224, !DIAssignID !299
    #dbg_assign(ptr @.str.7, !156, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !299, ptr %59, !DIExpression(), !195)
    #dbg_value(i32 0, !176, !DIExpression(), !300)
  br label %93, !dbg !301

60:                                               ; preds = %38, %60
  %61 = phi i32 [ %74, %60 ], [ 1, %38 ]
    #dbg_value(i32 %61, !154, !DIExpression(), !302)
  %62 = uitofp nneg i32 %61 to float, !dbg !303
    #dbg_value(float %62, !305, !DIExpression(), !315)
    #dbg_value(float %62, !310, !DIExpression(), !315)
  %63 = bitcast float %62 to i32, !dbg !317
  %64 = lshr i32 %63, 1, !dbg !318
  %65 = sub nuw nsw i32 1597463007, %64, !dbg !319
  %66 = bitcast i32 %65 to float, !dbg !320
    #dbg_value(float %66, !310, !DIExpression(), !315)
    #dbg_value(float %66, !311, !DIExpression(), !315)
  %67 = fmul float %62, 5.000000e-01, !dbg !321
    #dbg_value(float %67, !312, !DIExpression(), !315)
  %68 = fmul float %66, %66, !dbg !322
    #dbg_value(float %68, !313, !DIExpression(), !315)
  %69 = fmul float %67, %68, !dbg !323
    #dbg_value(float %69, !314, !DIExpression(), !315)
  %70 = fsub float 1.500000e+00, %69, !dbg !324
  %71 = fmul float %70, %66, !dbg !325
    #dbg_value(float %71, !311, !DIExpression(), !315)
  %72 = fpext float %71 to double, !dbg !326
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %61, double noundef %72), !dbg !327
  %74 = shl nuw nsw i32 %61, 1, !dbg !328
    #dbg_value(i32 %74, !154, !DIExpression(), !302)
  %75 = icmp ult i32 %61, 9, !dbg !329
  br i1 %75, label %60, label %49, !dbg !330, !llvm.loop !331

76:                                               ; preds = %112
    #dbg_value(i32 0, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !345)
    #dbg_value(i64 40, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !345)
    #dbg_value(i32 0, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !345)
    #dbg_value(i64 2, !338, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !345)
    #dbg_value(i32 0, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !345)
    #dbg_value(i64 42, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !345)
    #dbg_value(i64 42, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !345)
    #dbg_value(i32 0, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !345)
    #dbg_value(i32 0, !347, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !352)
    #dbg_value(i64 42, !347, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !352)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 42), !dbg !354
  %78 = load double, ptr %54, align 8, !dbg !356
    #dbg_value(i32 0, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !357)
    #dbg_value(i64 40, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(i32 1, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !357)
    #dbg_value(i64 poison, !338, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(double 4.000000e+01, !340, !DIExpression(), !359)
    #dbg_value(double %78, !344, !DIExpression(), !359)
    #dbg_value(i32 1, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !357)
  %79 = fadd double %78, 4.000000e+01, !dbg !360
    #dbg_value(double %79, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(double %79, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(i32 1, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !357)
    #dbg_value(i32 1, !347, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !361)
    #dbg_value(double %79, !347, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !361)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %79), !dbg !363
  %81 = load i64, ptr %56, align 8, !dbg !364
    #dbg_value(i32 3, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !365)
    #dbg_value(i64 %81, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !365)
    #dbg_value(i32 3, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !365)
    #dbg_value(i64 %81, !338, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !365)
    #dbg_value(i32 3, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !365)
    #dbg_value(i64 %81, !339, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 4294967294, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !365)
  %82 = and i64 %81, -4294967296, !dbg !367
  %83 = add i64 %82, %81, !dbg !367
    #dbg_value(!DIArgList(i64 %81, i64 %83), !339, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 4294967294, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744069414584320, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !365)
    #dbg_value(!DIArgList(i64 %81, i64 %83), !339, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 4294967294, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744069414584320, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !365)
    #dbg_value(i32 3, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !365)
    #dbg_value(i32 3, !347, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !369)
    #dbg_value(!DIArgList(i64 %81, i64 %83), !347, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 4294967294, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744069414584320, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !369)
  %84 = trunc i64 %81 to i32, !dbg !371
  %85 = shl i32 %84, 1, !dbg !371
  %86 = lshr i64 %83, 32, !dbg !372
  %87 = trunc nuw i64 %86 to i32, !dbg !372
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %85, i32 noundef %87), !dbg !373
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 16, i64 noundef 8), !dbg !374
    #dbg_value(i8 4, !178, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !195)
    #dbg_assign(i1 undef, !178, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !375, ptr poison, !DIExpression(), !195)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 4), !dbg !376
    #dbg_value(double 2.500000e+00, !184, !DIExpression(), !195)
    #dbg_value(i64 4612811918334230528, !185, !DIExpression(), !195)
    #dbg_value(double 2.500000e+00, !186, !DIExpression(), !195)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !377
    #dbg_value(i32 -5, !187, !DIExpression(), !195)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -5), !dbg !378
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #5, !dbg !379
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5, !dbg !379
  ret i32 0, !dbg !379

93:                                               ; preds = %49, %112
  %94 = phi i64 [ 0, %49 ], [ %113, %112 ]
    #dbg_value(i64 %94, !176, !DIExpression(), !300)
  %95 = getelementptr inbounds [5 x %struct.value], ptr %3, i64 0, i64 %94, !dbg !380
  %96 = load i32, ptr %95, align 16, !dbg !382
  %97 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !382
  %98 = load i64, ptr %97, align 8, !dbg !382
    #dbg_value(i32 %96, !347, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !383)
    #dbg_value(i64 %98, !347, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !383)
  switch i32 %96, label %112 [
    i32 0, label %99
    i32 1, label %101
    i32 2, label %104
    i32 3, label %107
  ], !dbg !385

99:                                               ; preds = %93
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %98), !dbg !386
  br label %112, !dbg !387

101:                                              ; preds = %93
  %102 = bitcast i64 %98 to double, !dbg !388
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %102), !dbg !389
  br label %112, !dbg !390

104:                                              ; preds = %93
  %105 = inttoptr i64 %98 to ptr, !dbg !391
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %105), !dbg !392
  br label %112, !dbg !393

107:                                              ; preds = %93
  %108 = trunc i64 %98 to i32, !dbg !394
  %109 = lshr i64 %98, 32, !dbg !395
  %110 = trunc nuw i64 %109 to i32, !dbg !395
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %108, i32 noundef %110), !dbg !396
  br label %112, !dbg !397

112:                                              ; preds = %93, %99, %101, %104, %107
  %113 = add nuw nsw i64 %94, 1, !dbg !398
    #dbg_value(i64 %113, !176, !DIExpression(), !300)
  %114 = icmp eq i64 %113, 5, !dbg !399
  br i1 %114, label %76, label %93, !dbg !301, !llvm.loop !400
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !402 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unions.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "ee03571d02d12b31429cde6534ad587b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !24, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 27)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 22)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 20)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 9)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 11)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 13)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 15)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !72, retainedTypes: !80, globals: !84, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73}
!73 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "kind", file: !2, line: 20, baseType: !74, size: 32, elements: !75)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!75 = !{!76, !77, !78, !79}
!76 = !DIEnumerator(name: "K_INT", value: 0)
!77 = !DIEnumerator(name: "K_DBL", value: 1)
!78 = !DIEnumerator(name: "K_STR", value: 2)
!79 = !DIEnumerator(name: "K_PAIR", value: 3)
!80 = !{!74, !81, !82, !83}
!81 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!0, !7, !85, !12, !17, !22, !27, !32, !34, !36, !41, !46, !51, !56, !61, !66}
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 2)
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 72, type: !99, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !{!103, !105, !107, !133, !135, !136, !140, !142, !154, !156, !176, !178, !184, !185, !186, !187}
!103 = !DILocalVariable(name: "ds", scope: !98, file: !2, line: 73, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 384, elements: !10)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 74, type: !101)
!106 = distinct !DILexicalBlock(scope: !98, file: !2, line: 74, column: 5)
!107 = !DILocalVariable(name: "p", scope: !108, file: !2, line: 75, type: !110)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 74, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 74, column: 5)
!110 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun64", file: !2, line: 6, size: 64, elements: !111)
!111 = !{!112, !113, !119, !124, !129}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !110, file: !2, line: 7, baseType: !83, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !110, file: !2, line: 8, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !115, line: 27, baseType: !116)
!115 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !117, line: 45, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !110, file: !2, line: 9, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !121, line: 27, baseType: !122)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !117, line: 44, baseType: !123)
!123 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 10, baseType: !125, size: 64)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 64, elements: !127)
!126 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!127 = !{!128}
!128 = !DISubrange(count: 8)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !110, file: !2, line: 11, baseType: !130, size: 64)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 64, elements: !88)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !115, line: 26, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !117, line: 42, baseType: !74)
!133 = !DILocalVariable(name: "j", scope: !134, file: !2, line: 79, type: !101)
!134 = distinct !DILexicalBlock(scope: !108, file: !2, line: 79, column: 9)
!135 = !DILocalVariable(name: "q", scope: !98, file: !2, line: 83, type: !110)
!136 = !DILocalVariable(name: "fs", scope: !98, file: !2, line: 88, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 128, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 4)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 89, type: !101)
!141 = distinct !DILexicalBlock(scope: !98, file: !2, line: 89, column: 5)
!142 = !DILocalVariable(name: "p", scope: !143, file: !2, line: 90, type: !145)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 89, column: 33)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 89, column: 5)
!145 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun32", file: !2, line: 14, size: 32, elements: !146)
!146 = !{!147, !148, !149}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !145, file: !2, line: 15, baseType: !82, size: 32)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !145, file: !2, line: 16, baseType: !131, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !145, file: !2, line: 17, baseType: !150, size: 32)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 32, elements: !88)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !115, line: 25, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !117, line: 40, baseType: !153)
!153 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 93, type: !101)
!155 = distinct !DILexicalBlock(scope: !98, file: !2, line: 93, column: 5)
!156 = !DILocalVariable(name: "vals", scope: !98, file: !2, line: 95, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 640, elements: !174)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !2, line: 22, size: 128, elements: !159)
!159 = !{!160, !161}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !158, file: !2, line: 23, baseType: !73, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !158, file: !2, line: 31, baseType: !162, size: 64, offset: 64)
!162 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !158, file: !2, line: 24, size: 64, elements: !163)
!163 = !{!164, !165, !166, !169}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !162, file: !2, line: 25, baseType: !123, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !162, file: !2, line: 26, baseType: !83, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !162, file: !2, line: 27, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !162, file: !2, line: 30, baseType: !170, size: 64)
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !162, file: !2, line: 28, size: 64, elements: !171)
!171 = !{!172, !173}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !170, file: !2, line: 29, baseType: !101, size: 32)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !170, file: !2, line: 29, baseType: !101, size: 32, offset: 32)
!174 = !{!175}
!175 = !DISubrange(count: 5)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 107, type: !101)
!177 = distinct !DILexicalBlock(scope: !98, file: !2, line: 107, column: 5)
!178 = !DILocalVariable(name: "e", scope: !98, file: !2, line: 117, type: !179)
!179 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !98, file: !2, line: 114, size: 32, elements: !180)
!180 = !{!181, !182}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !179, file: !2, line: 115, baseType: !131, size: 32)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !179, file: !2, line: 116, baseType: !183, size: 32)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 32, elements: !138)
!184 = !DILocalVariable(name: "dv", scope: !98, file: !2, line: 120, type: !83)
!185 = !DILocalVariable(name: "bits", scope: !98, file: !2, line: 121, type: !114)
!186 = !DILocalVariable(name: "pv", scope: !98, file: !2, line: 123, type: !110)
!187 = !DILocalVariable(name: "su", scope: !98, file: !2, line: 129, type: !188)
!188 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !98, file: !2, line: 126, size: 32, elements: !189)
!189 = !{!190, !193}
!190 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !188, file: !2, line: 127, baseType: !191, size: 32)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !121, line: 26, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !117, line: 41, baseType: !101)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !188, file: !2, line: 128, baseType: !131, size: 32)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 0, scope: !98)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 0, scope: !108)
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 73, column: 5, scope: !98)
!202 = !DILocation(line: 73, column: 12, scope: !98)
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 0, scope: !106)
!211 = !DILocation(line: 74, column: 5, scope: !106)
!212 = !DILocation(line: 85, column: 5, scope: !98)
!213 = !DILocation(line: 87, column: 5, scope: !98)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !141)
!216 = !DILocation(line: 89, column: 5, scope: !141)
!217 = !DILocation(line: 75, column: 9, scope: !108)
!218 = !DILocation(line: 76, column: 15, scope: !108)
!219 = !{!220, !220, i64 0}
!220 = !{!"double", !221, i64 0}
!221 = !{!"omnipotent char", !222, i64 0}
!222 = !{!"Simple C/C++ TBAA"}
!223 = !DILocation(line: 76, column: 13, scope: !108)
!224 = !{!221, !221, i64 0}
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 77, column: 67, scope: !108)
!227 = !DILocation(line: 77, column: 75, scope: !108)
!228 = !DILocation(line: 78, column: 29, scope: !108)
!229 = !DILocation(line: 78, column: 31, scope: !108)
!230 = !DILocation(line: 78, column: 16, scope: !108)
!231 = !DILocation(line: 78, column: 55, scope: !108)
!232 = !DILocation(line: 78, column: 39, scope: !108)
!233 = !DILocation(line: 77, column: 9, scope: !108)
!234 = !DILocation(line: 0, scope: !134)
!235 = !DILocation(line: 79, column: 9, scope: !134)
!236 = !DILocation(line: 81, column: 9, scope: !108)
!237 = !DILocation(line: 82, column: 5, scope: !109)
!238 = !DILocation(line: 74, column: 29, scope: !109)
!239 = !DILocation(line: 74, column: 23, scope: !109)
!240 = distinct !{!240, !211, !241, !242, !243}
!241 = !DILocation(line: 82, column: 5, scope: !106)
!242 = !{!"llvm.loop.mustprogress"}
!243 = !{!"llvm.loop.unroll.disable"}
!244 = !DILocation(line: 80, column: 29, scope: !245)
!245 = distinct !DILexicalBlock(scope: !134, file: !2, line: 79, column: 9)
!246 = !DILocation(line: 80, column: 13, scope: !245)
!247 = !DILocation(line: 79, column: 33, scope: !245)
!248 = !DILocation(line: 79, column: 27, scope: !245)
!249 = distinct !{!249, !235, !250, !242, !243}
!250 = !DILocation(line: 80, column: 35, scope: !134)
!251 = !DILocation(line: 90, column: 31, scope: !143)
!252 = !{!253, !253, i64 0}
!253 = !{!"float", !221, i64 0}
!254 = !DILocation(line: 0, scope: !143)
!255 = !DILocation(line: 91, column: 54, scope: !143)
!256 = !DILocation(line: 91, column: 63, scope: !143)
!257 = !DILocation(line: 91, column: 66, scope: !143)
!258 = !DILocation(line: 91, column: 74, scope: !143)
!259 = !DILocation(line: 91, column: 9, scope: !143)
!260 = !DILocation(line: 89, column: 29, scope: !144)
!261 = !DILocation(line: 89, column: 23, scope: !144)
!262 = distinct !{!262, !216, !263, !242, !243}
!263 = !DILocation(line: 92, column: 5, scope: !141)
!264 = !DILocation(line: 95, column: 5, scope: !98)
!265 = !DILocation(line: 96, column: 18, scope: !98)
!266 = !{!267, !268, i64 0}
!267 = !{!"value", !268, i64 0, !221, i64 8}
!268 = !{!"int", !221, i64 0}
!269 = distinct !DIAssignID()
!270 = !DILocation(line: 97, column: 13, scope: !98)
!271 = !DILocation(line: 97, column: 18, scope: !98)
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 98, column: 5, scope: !98)
!274 = !DILocation(line: 98, column: 18, scope: !98)
!275 = distinct !DIAssignID()
!276 = !DILocation(line: 99, column: 13, scope: !98)
!277 = !DILocation(line: 99, column: 18, scope: !98)
!278 = distinct !DIAssignID()
!279 = !DILocation(line: 100, column: 5, scope: !98)
!280 = !DILocation(line: 100, column: 18, scope: !98)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 101, column: 13, scope: !98)
!283 = !DILocation(line: 101, column: 18, scope: !98)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 102, column: 5, scope: !98)
!286 = !DILocation(line: 102, column: 18, scope: !98)
!287 = distinct !DIAssignID()
!288 = !DILocation(line: 103, column: 13, scope: !98)
!289 = !DILocation(line: 103, column: 23, scope: !98)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 104, column: 21, scope: !98)
!292 = !DILocation(line: 104, column: 23, scope: !98)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 105, column: 5, scope: !98)
!295 = !DILocation(line: 105, column: 18, scope: !98)
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 106, column: 13, scope: !98)
!298 = !DILocation(line: 106, column: 18, scope: !98)
!299 = distinct !DIAssignID()
!300 = !DILocation(line: 0, scope: !177)
!301 = !DILocation(line: 107, column: 5, scope: !177)
!302 = !DILocation(line: 0, scope: !155)
!303 = !DILocation(line: 94, column: 64, scope: !304)
!304 = distinct !DILexicalBlock(scope: !155, file: !2, line: 93, column: 5)
!305 = !DILocalVariable(name: "x", arg: 1, scope: !306, file: !2, line: 61, type: !82)
!306 = distinct !DISubprogram(name: "fast_recip_sqrt_approx", scope: !2, file: !2, line: 61, type: !307, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{!82, !82}
!309 = !{!305, !310, !311, !312, !313, !314}
!310 = !DILocalVariable(name: "p", scope: !306, file: !2, line: 62, type: !145)
!311 = !DILocalVariable(name: "y", scope: !306, file: !2, line: 64, type: !82)
!312 = !DILocalVariable(name: "half", scope: !306, file: !2, line: 65, type: !82)
!313 = !DILocalVariable(name: "y2", scope: !306, file: !2, line: 66, type: !82)
!314 = !DILocalVariable(name: "t", scope: !306, file: !2, line: 67, type: !82)
!315 = !DILocation(line: 0, scope: !306, inlinedAt: !316)
!316 = distinct !DILocation(line: 94, column: 41, scope: !304)
!317 = !DILocation(line: 63, column: 28, scope: !306, inlinedAt: !316)
!318 = !DILocation(line: 63, column: 30, scope: !306, inlinedAt: !316)
!319 = !DILocation(line: 63, column: 23, scope: !306, inlinedAt: !316)
!320 = !DILocation(line: 63, column: 9, scope: !306, inlinedAt: !316)
!321 = !DILocation(line: 65, column: 23, scope: !306, inlinedAt: !316)
!322 = !DILocation(line: 66, column: 18, scope: !306, inlinedAt: !316)
!323 = !DILocation(line: 67, column: 20, scope: !306, inlinedAt: !316)
!324 = !DILocation(line: 68, column: 19, scope: !306, inlinedAt: !316)
!325 = !DILocation(line: 68, column: 11, scope: !306, inlinedAt: !316)
!326 = !DILocation(line: 94, column: 41, scope: !304)
!327 = !DILocation(line: 94, column: 9, scope: !304)
!328 = !DILocation(line: 93, column: 32, scope: !304)
!329 = !DILocation(line: 93, column: 23, scope: !304)
!330 = !DILocation(line: 93, column: 5, scope: !155)
!331 = distinct !{!331, !330, !332, !242, !243}
!332 = !DILocation(line: 94, column: 73, scope: !155)
!333 = !DILocalVariable(name: "x", arg: 1, scope: !334, file: !2, line: 43, type: !158)
!334 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 43, type: !335, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !337)
!335 = !DISubroutineType(types: !336)
!336 = !{!158, !158, !158}
!337 = !{!333, !338, !339, !340, !344}
!338 = !DILocalVariable(name: "y", arg: 2, scope: !334, file: !2, line: 43, type: !158)
!339 = !DILocalVariable(name: "r", scope: !334, file: !2, line: 44, type: !158)
!340 = !DILocalVariable(name: "a", scope: !341, file: !2, line: 53, type: !83)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 52, column: 12)
!342 = distinct !DILexicalBlock(scope: !343, file: !2, line: 48, column: 16)
!343 = distinct !DILexicalBlock(scope: !334, file: !2, line: 45, column: 9)
!344 = !DILocalVariable(name: "b", scope: !341, file: !2, line: 54, type: !83)
!345 = !DILocation(line: 0, scope: !334, inlinedAt: !346)
!346 = distinct !DILocation(line: 109, column: 10, scope: !98)
!347 = !DILocalVariable(name: "v", arg: 1, scope: !348, file: !2, line: 34, type: !158)
!348 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 34, type: !349, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !158}
!351 = !{!347}
!352 = !DILocation(line: 0, scope: !348, inlinedAt: !353)
!353 = distinct !DILocation(line: 109, column: 5, scope: !98)
!354 = !DILocation(line: 36, column: 17, scope: !355, inlinedAt: !353)
!355 = distinct !DILexicalBlock(scope: !348, file: !2, line: 35, column: 21)
!356 = !DILocation(line: 110, column: 10, scope: !98)
!357 = !DILocation(line: 0, scope: !334, inlinedAt: !358)
!358 = distinct !DILocation(line: 110, column: 10, scope: !98)
!359 = !DILocation(line: 0, scope: !341, inlinedAt: !358)
!360 = !DILocation(line: 56, column: 20, scope: !341, inlinedAt: !358)
!361 = !DILocation(line: 0, scope: !348, inlinedAt: !362)
!362 = distinct !DILocation(line: 110, column: 5, scope: !98)
!363 = !DILocation(line: 37, column: 17, scope: !355, inlinedAt: !362)
!364 = !DILocation(line: 111, column: 10, scope: !98)
!365 = !DILocation(line: 0, scope: !334, inlinedAt: !366)
!366 = distinct !DILocation(line: 111, column: 10, scope: !98)
!367 = !DILocation(line: 51, column: 21, scope: !368, inlinedAt: !366)
!368 = distinct !DILexicalBlock(scope: !342, file: !2, line: 48, column: 54)
!369 = !DILocation(line: 0, scope: !348, inlinedAt: !370)
!370 = distinct !DILocation(line: 111, column: 5, scope: !98)
!371 = !DILocation(line: 39, column: 54, scope: !355, inlinedAt: !370)
!372 = !DILocation(line: 39, column: 67, scope: !355, inlinedAt: !370)
!373 = !DILocation(line: 39, column: 18, scope: !355, inlinedAt: !370)
!374 = !DILocation(line: 112, column: 5, scope: !98)
!375 = distinct !DIAssignID()
!376 = !DILocation(line: 118, column: 5, scope: !98)
!377 = !DILocation(line: 124, column: 5, scope: !98)
!378 = !DILocation(line: 131, column: 5, scope: !98)
!379 = !DILocation(line: 133, column: 1, scope: !98)
!380 = !DILocation(line: 108, column: 14, scope: !381)
!381 = distinct !DILexicalBlock(scope: !177, file: !2, line: 107, column: 5)
!382 = !DILocation(line: 108, column: 9, scope: !381)
!383 = !DILocation(line: 0, scope: !348, inlinedAt: !384)
!384 = distinct !DILocation(line: 108, column: 9, scope: !381)
!385 = !DILocation(line: 35, column: 5, scope: !348, inlinedAt: !384)
!386 = !DILocation(line: 36, column: 17, scope: !355, inlinedAt: !384)
!387 = !DILocation(line: 36, column: 46, scope: !355, inlinedAt: !384)
!388 = !DILocation(line: 37, column: 44, scope: !355, inlinedAt: !384)
!389 = !DILocation(line: 37, column: 17, scope: !355, inlinedAt: !384)
!390 = !DILocation(line: 37, column: 48, scope: !355, inlinedAt: !384)
!391 = !DILocation(line: 38, column: 48, scope: !355, inlinedAt: !384)
!392 = !DILocation(line: 38, column: 17, scope: !355, inlinedAt: !384)
!393 = !DILocation(line: 38, column: 52, scope: !355, inlinedAt: !384)
!394 = !DILocation(line: 39, column: 54, scope: !355, inlinedAt: !384)
!395 = !DILocation(line: 39, column: 67, scope: !355, inlinedAt: !384)
!396 = !DILocation(line: 39, column: 18, scope: !355, inlinedAt: !384)
!397 = !DILocation(line: 39, column: 71, scope: !355, inlinedAt: !384)
!398 = !DILocation(line: 107, column: 29, scope: !381)
!399 = !DILocation(line: 107, column: 23, scope: !381)
!400 = distinct !{!400, !301, !401, !242, !243}
!401 = !DILocation(line: 108, column: 21, scope: !177)
!402 = !DISubprogram(name: "printf", scope: !403, file: !403, line: 356, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!404 = !DISubroutineType(types: !405)
!405 = !{!101, !406, null}
!406 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
