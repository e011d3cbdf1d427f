; ModuleID = 'unsigned_wrap.c'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"step %d: %u %u %u %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"sub %d: %u %u %u %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"mul %d: %u %u %u %llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"neg: %u %llu %u\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [30 x i8] c"x-y=%u (x-y>x)=%d (x-y<y)=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [14 x i8] c"model checker\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [20 x i8] c"The quick brown fox\00", align 1, !dbg !49
@__const.main.words = private unnamed_addr constant [6 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [20 x i8] c"fnv32(\22%s\22) = %08x\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [8 x i8] c"  fnv64\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [9 x i8] c"splitmix\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [21 x i8] c"%u / %u = %u rem %u\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [29 x i8] c"%llu / %llu = %llu rem %llu\0A\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [22 x i8] c"%s = %08x%08x (%llu)\0A\00", align 1, !dbg !81

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !108 {
    #dbg_value(i8 -6, !112, !DIExpression(), !154)
    #dbg_value(i16 -6, !113, !DIExpression(), !154)
    #dbg_value(i32 -6, !114, !DIExpression(), !154)
    #dbg_value(i64 -6, !117, !DIExpression(), !154)
    #dbg_value(i32 0, !121, !DIExpression(), !155)
  br label %1, !dbg !156

1:                                                ; preds = %0, %1
  %2 = phi i16 [ -6, %0 ], [ %6, %1 ]
  %3 = phi i32 [ -6, %0 ], [ %7, %1 ]
  %4 = phi i64 [ -6, %0 ], [ %8, %1 ]
  %5 = phi i32 [ 0, %0 ], [ %13, %1 ]
    #dbg_value(i16 %2, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i16 %2, !113, !DIExpression(), !154)
    #dbg_value(i32 %3, !114, !DIExpression(), !154)
    #dbg_value(i64 %4, !117, !DIExpression(), !154)
    #dbg_value(i32 %5, !121, !DIExpression(), !155)
  %6 = add nsw i16 %2, 3, !dbg !157
    #dbg_value(i16 %6, !112, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
    #dbg_value(i16 %6, !113, !DIExpression(), !154)
  %7 = add nsw i32 %3, 3, !dbg !160
    #dbg_value(i32 %7, !114, !DIExpression(), !154)
  %8 = add nsw i64 %4, 3, !dbg !161
    #dbg_value(i64 %8, !117, !DIExpression(), !154)
  %9 = and i16 %6, 255, !dbg !162
  %10 = zext nneg i16 %9 to i32, !dbg !162
  %11 = zext i16 %6 to i32, !dbg !163
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %10, i32 noundef %11, i32 noundef %7, i64 noundef %8), !dbg !164
  %13 = add nuw nsw i32 %5, 1, !dbg !165
    #dbg_value(i32 %13, !121, !DIExpression(), !155)
  %14 = icmp eq i32 %13, 10, !dbg !166
  br i1 %14, label %15, label %1, !dbg !156, !llvm.loop !167

15:                                               ; preds = %1, %15
  %16 = phi i8 [ %21, %15 ], [ 24, %1 ]
  %17 = phi i16 [ %22, %15 ], [ 24, %1 ]
  %18 = phi i32 [ %23, %15 ], [ 24, %1 ]
  %19 = phi i64 [ %24, %15 ], [ 24, %1 ]
  %20 = phi i32 [ %28, %15 ], [ 0, %1 ]
    #dbg_value(i8 %16, !112, !DIExpression(), !154)
    #dbg_value(i16 %17, !113, !DIExpression(), !154)
    #dbg_value(i32 %18, !114, !DIExpression(), !154)
    #dbg_value(i64 %19, !117, !DIExpression(), !154)
    #dbg_value(i32 %20, !123, !DIExpression(), !171)
  %21 = add i8 %16, -100, !dbg !172
    #dbg_value(i8 %21, !112, !DIExpression(), !154)
  %22 = add i16 %17, -30000, !dbg !175
    #dbg_value(i16 %22, !113, !DIExpression(), !154)
  %23 = add i32 %18, -2000000000, !dbg !176
    #dbg_value(i32 %23, !114, !DIExpression(), !154)
  %24 = add i64 %19, -9000000000000000000, !dbg !177
    #dbg_value(i64 %24, !117, !DIExpression(), !154)
  %25 = zext i8 %21 to i32, !dbg !178
  %26 = zext i16 %22 to i32, !dbg !179
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20, i32 noundef %25, i32 noundef %26, i32 noundef %23, i64 noundef %24), !dbg !180
  %28 = add nuw nsw i32 %20, 1, !dbg !181
    #dbg_value(i32 %28, !123, !DIExpression(), !171)
  %29 = icmp eq i32 %28, 6, !dbg !182
  br i1 %29, label %33, label %15, !dbg !183, !llvm.loop !184

30:                                               ; preds = %33
    #dbg_value(i32 5, !131, !DIExpression(), !154)
    #dbg_value(i64 5, !132, !DIExpression(), !154)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -5, i64 noundef -5, i32 noundef -200), !dbg !186
    #dbg_value(i32 3, !133, !DIExpression(), !154)
    #dbg_value(i32 5, !134, !DIExpression(), !154)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2, i32 noundef 1, i32 noundef 0), !dbg !187
    #dbg_assign(i1 undef, !135, !DIExpression(), !188, ptr @__const.main.words, !DIExpression(), !154)
    #dbg_value(i32 0, !139, !DIExpression(), !189)
  br label %48, !dbg !190

33:                                               ; preds = %15, %33
  %34 = phi i32 [ %39, %33 ], [ 1, %15 ]
  %35 = phi i32 [ %46, %33 ], [ 0, %15 ]
  %36 = phi i64 [ %42, %33 ], [ 1, %15 ]
  %37 = phi i32 [ %41, %33 ], [ 1, %15 ]
  %38 = phi i32 [ %40, %33 ], [ 1, %15 ]
    #dbg_value(i32 %35, !129, !DIExpression(), !191)
    #dbg_value(i64 %36, !128, !DIExpression(), !154)
    #dbg_value(i32 %37, !127, !DIExpression(), !154)
  %39 = mul i32 %34, 7, !dbg !192
    #dbg_value(i32 %39, !125, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
  %40 = mul i32 %38, 13, !dbg !195
    #dbg_value(i32 %40, !126, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !154)
  %41 = mul i32 %37, 1103515245, !dbg !196
    #dbg_value(i32 %41, !127, !DIExpression(), !154)
  %42 = mul i64 %36, 6364136223846793005, !dbg !197
    #dbg_value(i64 %42, !128, !DIExpression(), !154)
  %43 = and i32 %39, 255, !dbg !198
  %44 = and i32 %40, 65535, !dbg !199
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35, i32 noundef %43, i32 noundef %44, i32 noundef %41, i64 noundef %42), !dbg !200
  %46 = add nuw nsw i32 %35, 1, !dbg !201
    #dbg_value(i8 poison, !125, !DIExpression(), !154)
    #dbg_value(i32 %46, !129, !DIExpression(), !191)
    #dbg_value(i16 poison, !126, !DIExpression(), !154)
  %47 = icmp eq i32 %46, 12, !dbg !202
  br i1 %47, label %30, label %33, !dbg !203, !llvm.loop !204

48:                                               ; preds = %30, %79
  %49 = phi i64 [ 0, %30 ], [ %85, %79 ]
    #dbg_value(i64 %49, !139, !DIExpression(), !189)
  %50 = getelementptr inbounds [6 x ptr], ptr @__const.main.words, i64 0, i64 %49, !dbg !206
  %51 = load ptr, ptr %50, align 8, !dbg !206, !tbaa !209
    #dbg_value(ptr %51, !213, !DIExpression(), !219)
    #dbg_value(i32 -2128831035, !218, !DIExpression(), !219)
  %52 = load i8, ptr %51, align 1, !dbg !221, !tbaa !222
  %53 = icmp eq i8 %52, 0, !dbg !223
  br i1 %53, label %64, label %54, !dbg !223

54:                                               ; preds = %48, %54
  %55 = phi i8 [ %62, %54 ], [ %52, %48 ]
  %56 = phi i32 [ %61, %54 ], [ -2128831035, %48 ]
  %57 = phi ptr [ %58, %54 ], [ %51, %48 ]
    #dbg_value(i32 %56, !218, !DIExpression(), !219)
    #dbg_value(ptr %57, !213, !DIExpression(), !219)
  %58 = getelementptr inbounds i8, ptr %57, i64 1, !dbg !224
    #dbg_value(ptr %58, !213, !DIExpression(), !219)
  %59 = zext i8 %55 to i32, !dbg !226
  %60 = xor i32 %56, %59, !dbg !227
    #dbg_value(i32 %60, !218, !DIExpression(), !219)
  %61 = mul i32 %60, 16777619, !dbg !228
    #dbg_value(i32 %61, !218, !DIExpression(), !219)
  %62 = load i8, ptr %58, align 1, !dbg !221, !tbaa !222
  %63 = icmp eq i8 %62, 0, !dbg !223
  br i1 %63, label %64, label %54, !dbg !223, !llvm.loop !229

64:                                               ; preds = %54, %48
  %65 = phi i32 [ -2128831035, %48 ], [ %61, %54 ], !dbg !219
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %51, i32 noundef %65), !dbg !231
    #dbg_value(ptr %51, !232, !DIExpression(), !238)
    #dbg_value(i64 -3750763034362895579, !237, !DIExpression(), !238)
  %67 = load i8, ptr %51, align 1, !dbg !240, !tbaa !222
  %68 = icmp eq i8 %67, 0, !dbg !241
  br i1 %68, label %79, label %69, !dbg !241

69:                                               ; preds = %64, %69
  %70 = phi i8 [ %77, %69 ], [ %67, %64 ]
  %71 = phi i64 [ %76, %69 ], [ -3750763034362895579, %64 ]
  %72 = phi ptr [ %73, %69 ], [ %51, %64 ]
    #dbg_value(i64 %71, !237, !DIExpression(), !238)
    #dbg_value(ptr %72, !232, !DIExpression(), !238)
  %73 = getelementptr inbounds i8, ptr %72, i64 1, !dbg !242
    #dbg_value(ptr %73, !232, !DIExpression(), !238)
  %74 = zext i8 %70 to i64, !dbg !244
  %75 = xor i64 %71, %74, !dbg !245
    #dbg_value(i64 %75, !237, !DIExpression(), !238)
  %76 = mul i64 %75, 1099511628211, !dbg !246
    #dbg_value(i64 %76, !237, !DIExpression(), !238)
  %77 = load i8, ptr %73, align 1, !dbg !240, !tbaa !222
  %78 = icmp eq i8 %77, 0, !dbg !241
  br i1 %78, label %79, label %69, !dbg !241, !llvm.loop !247

79:                                               ; preds = %69, %64
  %80 = phi i64 [ -3750763034362895579, %64 ], [ %76, %69 ], !dbg !238
    #dbg_value(ptr @.str.12, !249, !DIExpression(), !255)
    #dbg_value(i64 %80, !254, !DIExpression(), !255)
  %81 = lshr i64 %80, 32, !dbg !257
  %82 = trunc nuw i64 %81 to i32, !dbg !258
  %83 = trunc i64 %80 to i32, !dbg !259
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %82, i32 noundef %83, i64 noundef %80), !dbg !260
  %85 = add nuw nsw i64 %49, 1, !dbg !261
    #dbg_value(i64 %85, !139, !DIExpression(), !189)
  %86 = icmp eq i64 %85, 6, !dbg !262
  br i1 %86, label %89, label %48, !dbg !190, !llvm.loop !263

87:                                               ; preds = %89
    #dbg_value(ptr @.str.14, !249, !DIExpression(), !265)
    #dbg_value(i64 -6444249816902313635, !254, !DIExpression(), !265)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef -1500418833, i32 noundef 1135171933, i64 noundef -6444249816902313635), !dbg !267
    #dbg_value(i32 -19088744, !148, !DIExpression(), !154)
    #dbg_value(i32 1, !149, !DIExpression(), !268)
  br label %107, !dbg !269

89:                                               ; preds = %79, %89
  %90 = phi i32 [ %105, %89 ], [ 0, %79 ]
  %91 = phi i64 [ %92, %89 ], [ 42, %79 ]
    #dbg_value(i32 %90, !143, !DIExpression(), !270)
    #dbg_value(i64 poison, !142, !DIExpression(), !154)
    #dbg_value(i64 %91, !141, !DIExpression(), !154)
    #dbg_value(ptr undef, !271, !DIExpression(), !278)
  %92 = add i64 %91, -7046029254386353131, !dbg !280
    #dbg_value(i64 %92, !141, !DIExpression(), !154)
    #dbg_value(i64 %92, !277, !DIExpression(), !278)
  %93 = lshr i64 %92, 30, !dbg !281
  %94 = xor i64 %93, %92, !dbg !282
  %95 = mul i64 %94, -4658895280553007687, !dbg !283
    #dbg_value(i64 %95, !277, !DIExpression(), !278)
  %96 = lshr i64 %95, 27, !dbg !284
  %97 = xor i64 %96, %95, !dbg !285
  %98 = mul i64 %97, -7723592293110705685, !dbg !286
    #dbg_value(i64 %98, !277, !DIExpression(), !278)
  %99 = lshr i64 %98, 31, !dbg !287
  %100 = xor i64 %99, %98, !dbg !288
    #dbg_value(i64 %100, !145, !DIExpression(), !289)
    #dbg_value(!DIArgList(i64 %100, i64 poison), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !154)
    #dbg_value(ptr @.str.13, !249, !DIExpression(), !290)
    #dbg_value(i64 %100, !254, !DIExpression(), !290)
  %101 = lshr i64 %100, 32, !dbg !292
  %102 = trunc nuw i64 %101 to i32, !dbg !293
  %103 = trunc i64 %100 to i32, !dbg !294
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %102, i32 noundef %103, i64 noundef %100), !dbg !295
  %105 = add nuw nsw i32 %90, 1, !dbg !296
    #dbg_value(i32 %105, !143, !DIExpression(), !270)
  %106 = icmp eq i32 %105, 8, !dbg !297
  br i1 %106, label %87, label %89, !dbg !298, !llvm.loop !299

107:                                              ; preds = %87, %107
  %108 = phi i32 [ 1, %87 ], [ %113, %107 ]
    #dbg_value(i32 %108, !149, !DIExpression(), !268)
  %109 = udiv i32 -19088744, %108, !dbg !301
  %110 = urem i32 -19088744, %108, !dbg !303
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -19088744, i32 noundef %108, i32 noundef %109, i32 noundef %110), !dbg !304
  %112 = mul nuw nsw i32 %108, 3, !dbg !305
  %113 = add nuw nsw i32 %112, 1, !dbg !306
    #dbg_value(i32 %113, !149, !DIExpression(), !268)
  %114 = icmp ult i32 %108, 13, !dbg !307
  br i1 %114, label %107, label %116, !dbg !269, !llvm.loop !308

115:                                              ; preds = %116
  ret i32 29, !dbg !310

116:                                              ; preds = %107, %116
  %117 = phi i64 [ %122, %116 ], [ 1, %107 ]
    #dbg_value(i64 %117, !152, !DIExpression(), !311)
  %118 = udiv i64 -81985529216486896, %117, !dbg !312
  %119 = urem i64 -81985529216486896, %117, !dbg !314
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef -81985529216486896, i64 noundef %117, i64 noundef %118, i64 noundef %119), !dbg !315
  %121 = mul nuw nsw i64 %117, 7, !dbg !316
  %122 = add nuw nsw i64 %121, 3, !dbg !317
    #dbg_value(i64 %122, !152, !DIExpression(), !311)
  %123 = icmp ult i64 %117, 14286, !dbg !318
  br i1 %123, label %116, label %115, !dbg !319, !llvm.loop !320
}

; Function Attrs: nofree nounwind
declare !dbg !322 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unsigned_wrap.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "8a327c9519c759bbc6d90ea286045a8c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 17)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 30)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 1)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 7)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 14)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 20)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 9)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 4)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 21)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 29)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 22)
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !99, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !89, !94, !97, !93, !98}
!88 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !90, line: 24, baseType: !91)
!90 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !92, line: 38, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!93 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !90, line: 25, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !92, line: 40, baseType: !96)
!96 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !54, !56, !61, !66, !71, !76, !81}
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !109, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!98}
!111 = !{!112, !113, !114, !117, !121, !123, !125, !126, !127, !128, !129, !131, !132, !133, !134, !135, !139, !141, !142, !143, !145, !148, !149, !151, !152}
!112 = !DILocalVariable(name: "a8", scope: !108, file: !2, line: 36, type: !89)
!113 = !DILocalVariable(name: "a16", scope: !108, file: !2, line: 37, type: !94)
!114 = !DILocalVariable(name: "a32", scope: !108, file: !2, line: 38, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !90, line: 26, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !92, line: 42, baseType: !97)
!117 = !DILocalVariable(name: "a64", scope: !108, file: !2, line: 39, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !90, line: 27, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !92, line: 45, baseType: !120)
!120 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 40, type: !98)
!122 = distinct !DILexicalBlock(scope: !108, file: !2, line: 40, column: 5)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 47, type: !98)
!124 = distinct !DILexicalBlock(scope: !108, file: !2, line: 47, column: 5)
!125 = !DILocalVariable(name: "m8", scope: !108, file: !2, line: 54, type: !89)
!126 = !DILocalVariable(name: "m16", scope: !108, file: !2, line: 55, type: !94)
!127 = !DILocalVariable(name: "m32", scope: !108, file: !2, line: 56, type: !115)
!128 = !DILocalVariable(name: "m64", scope: !108, file: !2, line: 57, type: !118)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 58, type: !98)
!130 = distinct !DILexicalBlock(scope: !108, file: !2, line: 58, column: 5)
!131 = !DILocalVariable(name: "u", scope: !108, file: !2, line: 66, type: !97)
!132 = !DILocalVariable(name: "ull", scope: !108, file: !2, line: 67, type: !88)
!133 = !DILocalVariable(name: "x", scope: !108, file: !2, line: 70, type: !97)
!134 = !DILocalVariable(name: "y", scope: !108, file: !2, line: 70, type: !97)
!135 = !DILocalVariable(name: "words", scope: !108, file: !2, line: 72, type: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 384, elements: !37)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 73, type: !98)
!140 = distinct !DILexicalBlock(scope: !108, file: !2, line: 73, column: 5)
!141 = !DILocalVariable(name: "st", scope: !108, file: !2, line: 77, type: !118)
!142 = !DILocalVariable(name: "x64", scope: !108, file: !2, line: 78, type: !118)
!143 = !DILocalVariable(name: "i", scope: !144, file: !2, line: 79, type: !98)
!144 = distinct !DILexicalBlock(scope: !108, file: !2, line: 79, column: 5)
!145 = !DILocalVariable(name: "r", scope: !146, file: !2, line: 80, type: !118)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 79, column: 33)
!147 = distinct !DILexicalBlock(scope: !144, file: !2, line: 79, column: 5)
!148 = !DILocalVariable(name: "big", scope: !108, file: !2, line: 86, type: !115)
!149 = !DILocalVariable(name: "d", scope: !150, file: !2, line: 87, type: !115)
!150 = distinct !DILexicalBlock(scope: !108, file: !2, line: 87, column: 5)
!151 = !DILocalVariable(name: "big64", scope: !108, file: !2, line: 89, type: !118)
!152 = !DILocalVariable(name: "d", scope: !153, file: !2, line: 90, type: !118)
!153 = distinct !DILexicalBlock(scope: !108, file: !2, line: 90, column: 5)
!154 = !DILocation(line: 0, scope: !108)
!155 = !DILocation(line: 0, scope: !122)
!156 = !DILocation(line: 40, column: 5, scope: !122)
!157 = !DILocation(line: 42, column: 13, scope: !158)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 40, column: 34)
!159 = distinct !DILexicalBlock(scope: !122, file: !2, line: 40, column: 5)
!160 = !DILocation(line: 43, column: 13, scope: !158)
!161 = !DILocation(line: 44, column: 13, scope: !158)
!162 = !DILocation(line: 45, column: 47, scope: !158)
!163 = !DILocation(line: 45, column: 51, scope: !158)
!164 = !DILocation(line: 45, column: 9, scope: !158)
!165 = !DILocation(line: 40, column: 30, scope: !159)
!166 = !DILocation(line: 40, column: 23, scope: !159)
!167 = distinct !{!167, !156, !168, !169, !170}
!168 = !DILocation(line: 46, column: 5, scope: !122)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !{!"llvm.loop.unroll.disable"}
!171 = !DILocation(line: 0, scope: !124)
!172 = !DILocation(line: 48, column: 12, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 47, column: 33)
!174 = distinct !DILexicalBlock(scope: !124, file: !2, line: 47, column: 5)
!175 = !DILocation(line: 49, column: 13, scope: !173)
!176 = !DILocation(line: 50, column: 13, scope: !173)
!177 = !DILocation(line: 51, column: 13, scope: !173)
!178 = !DILocation(line: 52, column: 46, scope: !173)
!179 = !DILocation(line: 52, column: 50, scope: !173)
!180 = !DILocation(line: 52, column: 9, scope: !173)
!181 = !DILocation(line: 47, column: 29, scope: !174)
!182 = !DILocation(line: 47, column: 23, scope: !174)
!183 = !DILocation(line: 47, column: 5, scope: !124)
!184 = distinct !{!184, !183, !185, !169, !170}
!185 = !DILocation(line: 53, column: 5, scope: !124)
!186 = !DILocation(line: 68, column: 5, scope: !108)
!187 = !DILocation(line: 71, column: 5, scope: !108)
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !140)
!190 = !DILocation(line: 73, column: 5, scope: !140)
!191 = !DILocation(line: 0, scope: !130)
!192 = !DILocation(line: 59, column: 27, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 58, column: 34)
!194 = distinct !DILexicalBlock(scope: !130, file: !2, line: 58, column: 5)
!195 = !DILocation(line: 60, column: 30, scope: !193)
!196 = !DILocation(line: 61, column: 13, scope: !193)
!197 = !DILocation(line: 62, column: 13, scope: !193)
!198 = !DILocation(line: 63, column: 46, scope: !193)
!199 = !DILocation(line: 63, column: 50, scope: !193)
!200 = !DILocation(line: 63, column: 9, scope: !193)
!201 = !DILocation(line: 58, column: 30, scope: !194)
!202 = !DILocation(line: 58, column: 23, scope: !194)
!203 = !DILocation(line: 58, column: 5, scope: !130)
!204 = distinct !{!204, !203, !205, !169, !170}
!205 = !DILocation(line: 64, column: 5, scope: !130)
!206 = !DILocation(line: 74, column: 42, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 73, column: 33)
!208 = distinct !DILexicalBlock(scope: !140, file: !2, line: 73, column: 5)
!209 = !{!210, !210, i64 0}
!210 = !{!"any pointer", !211, i64 0}
!211 = !{!"omnipotent char", !212, i64 0}
!212 = !{!"Simple C/C++ TBAA"}
!213 = !DILocalVariable(name: "s", arg: 1, scope: !214, file: !2, line: 5, type: !137)
!214 = distinct !DISubprogram(name: "fnv1a32", scope: !2, file: !2, line: 5, type: !215, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!115, !137}
!217 = !{!213, !218}
!218 = !DILocalVariable(name: "h", scope: !214, file: !2, line: 6, type: !115)
!219 = !DILocation(line: 0, scope: !214, inlinedAt: !220)
!220 = distinct !DILocation(line: 74, column: 52, scope: !207)
!221 = !DILocation(line: 7, column: 12, scope: !214, inlinedAt: !220)
!222 = !{!211, !211, i64 0}
!223 = !DILocation(line: 7, column: 5, scope: !214, inlinedAt: !220)
!224 = !DILocation(line: 8, column: 31, scope: !225, inlinedAt: !220)
!225 = distinct !DILexicalBlock(scope: !214, file: !2, line: 7, column: 16)
!226 = !DILocation(line: 8, column: 14, scope: !225, inlinedAt: !220)
!227 = !DILocation(line: 8, column: 11, scope: !225, inlinedAt: !220)
!228 = !DILocation(line: 9, column: 11, scope: !225, inlinedAt: !220)
!229 = distinct !{!229, !223, !230, !169, !170}
!230 = !DILocation(line: 10, column: 5, scope: !214, inlinedAt: !220)
!231 = !DILocation(line: 74, column: 9, scope: !207)
!232 = !DILocalVariable(name: "s", arg: 1, scope: !233, file: !2, line: 14, type: !137)
!233 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 14, type: !234, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!118, !137}
!236 = !{!232, !237}
!237 = !DILocalVariable(name: "h", scope: !233, file: !2, line: 15, type: !118)
!238 = !DILocation(line: 0, scope: !233, inlinedAt: !239)
!239 = distinct !DILocation(line: 75, column: 28, scope: !207)
!240 = !DILocation(line: 16, column: 12, scope: !233, inlinedAt: !239)
!241 = !DILocation(line: 16, column: 5, scope: !233, inlinedAt: !239)
!242 = !DILocation(line: 17, column: 31, scope: !243, inlinedAt: !239)
!243 = distinct !DILexicalBlock(scope: !233, file: !2, line: 16, column: 16)
!244 = !DILocation(line: 17, column: 14, scope: !243, inlinedAt: !239)
!245 = !DILocation(line: 17, column: 11, scope: !243, inlinedAt: !239)
!246 = !DILocation(line: 18, column: 11, scope: !243, inlinedAt: !239)
!247 = distinct !{!247, !241, !248, !169, !170}
!248 = !DILocation(line: 19, column: 5, scope: !233, inlinedAt: !239)
!249 = !DILocalVariable(name: "label", arg: 1, scope: !250, file: !2, line: 30, type: !137)
!250 = distinct !DISubprogram(name: "print64", scope: !2, file: !2, line: 30, type: !251, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !137, !118}
!253 = !{!249, !254}
!254 = !DILocalVariable(name: "v", arg: 2, scope: !250, file: !2, line: 30, type: !118)
!255 = !DILocation(line: 0, scope: !250, inlinedAt: !256)
!256 = distinct !DILocation(line: 75, column: 9, scope: !207)
!257 = !DILocation(line: 31, column: 58, scope: !250, inlinedAt: !256)
!258 = !DILocation(line: 31, column: 45, scope: !250, inlinedAt: !256)
!259 = !DILocation(line: 31, column: 66, scope: !250, inlinedAt: !256)
!260 = !DILocation(line: 31, column: 5, scope: !250, inlinedAt: !256)
!261 = !DILocation(line: 73, column: 29, scope: !208)
!262 = !DILocation(line: 73, column: 23, scope: !208)
!263 = distinct !{!263, !190, !264, !169, !170}
!264 = !DILocation(line: 76, column: 5, scope: !140)
!265 = !DILocation(line: 0, scope: !250, inlinedAt: !266)
!266 = distinct !DILocation(line: 84, column: 5, scope: !108)
!267 = !DILocation(line: 31, column: 5, scope: !250, inlinedAt: !266)
!268 = !DILocation(line: 0, scope: !150)
!269 = !DILocation(line: 87, column: 5, scope: !150)
!270 = !DILocation(line: 0, scope: !144)
!271 = !DILocalVariable(name: "state", arg: 1, scope: !272, file: !2, line: 23, type: !275)
!272 = distinct !DISubprogram(name: "splitmix", scope: !2, file: !2, line: 23, type: !273, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !276)
!273 = !DISubroutineType(types: !274)
!274 = !{!118, !275}
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!276 = !{!271, !277}
!277 = !DILocalVariable(name: "z", scope: !272, file: !2, line: 24, type: !118)
!278 = !DILocation(line: 0, scope: !272, inlinedAt: !279)
!279 = distinct !DILocation(line: 80, column: 22, scope: !146)
!280 = !DILocation(line: 24, column: 26, scope: !272, inlinedAt: !279)
!281 = !DILocation(line: 25, column: 17, scope: !272, inlinedAt: !279)
!282 = !DILocation(line: 25, column: 12, scope: !272, inlinedAt: !279)
!283 = !DILocation(line: 25, column: 25, scope: !272, inlinedAt: !279)
!284 = !DILocation(line: 26, column: 17, scope: !272, inlinedAt: !279)
!285 = !DILocation(line: 26, column: 12, scope: !272, inlinedAt: !279)
!286 = !DILocation(line: 26, column: 25, scope: !272, inlinedAt: !279)
!287 = !DILocation(line: 27, column: 19, scope: !272, inlinedAt: !279)
!288 = !DILocation(line: 27, column: 14, scope: !272, inlinedAt: !279)
!289 = !DILocation(line: 0, scope: !146)
!290 = !DILocation(line: 0, scope: !250, inlinedAt: !291)
!291 = distinct !DILocation(line: 82, column: 9, scope: !146)
!292 = !DILocation(line: 31, column: 58, scope: !250, inlinedAt: !291)
!293 = !DILocation(line: 31, column: 45, scope: !250, inlinedAt: !291)
!294 = !DILocation(line: 31, column: 66, scope: !250, inlinedAt: !291)
!295 = !DILocation(line: 31, column: 5, scope: !250, inlinedAt: !291)
!296 = !DILocation(line: 79, column: 29, scope: !147)
!297 = !DILocation(line: 79, column: 23, scope: !147)
!298 = !DILocation(line: 79, column: 5, scope: !144)
!299 = distinct !{!299, !298, !300, !169, !170}
!300 = !DILocation(line: 83, column: 5, scope: !144)
!301 = !DILocation(line: 88, column: 53, scope: !302)
!302 = distinct !DILexicalBlock(scope: !150, file: !2, line: 87, column: 5)
!303 = !DILocation(line: 88, column: 62, scope: !302)
!304 = !DILocation(line: 88, column: 9, scope: !302)
!305 = !DILocation(line: 87, column: 40, scope: !302)
!306 = !DILocation(line: 87, column: 44, scope: !302)
!307 = !DILocation(line: 87, column: 28, scope: !302)
!308 = distinct !{!308, !269, !309, !169, !170}
!309 = !DILocation(line: 88, column: 65, scope: !150)
!310 = !DILocation(line: 94, column: 5, scope: !108)
!311 = !DILocation(line: 0, scope: !153)
!312 = !DILocation(line: 92, column: 66, scope: !313)
!313 = distinct !DILexicalBlock(scope: !153, file: !2, line: 90, column: 5)
!314 = !DILocation(line: 93, column: 43, scope: !313)
!315 = !DILocation(line: 91, column: 9, scope: !313)
!316 = !DILocation(line: 90, column: 44, scope: !313)
!317 = !DILocation(line: 90, column: 48, scope: !313)
!318 = !DILocation(line: 90, column: 28, scope: !313)
!319 = !DILocation(line: 90, column: 5, scope: !153)
!320 = distinct !{!320, !319, !321, !169, !170}
!321 = !DILocation(line: 93, column: 47, scope: !153)
!322 = !DISubprogram(name: "printf", scope: !323, file: !323, line: 356, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!324 = !DISubroutineType(types: !325)
!325 = !{!98, !326, null}
!326 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
