; ModuleID = 'utf8.c'
source_filename = "utf8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.cps = private unnamed_addr constant [13 x i32] [i32 36, i32 127, i32 128, i32 162, i32 2047, i32 2048, i32 8364, i32 55295, i32 57344, i32 65535, i32 65536, i32 128512, i32 1114111], align 16
@.str = private unnamed_addr constant [10 x i8] c"U+%04X ->\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" %02x(%d)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c" -> U+%04X len %d ok=%d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [24 x i8] c"Gr\C3\BC\C3\9F Gott, \E2\82\AC5 \F0\9F\98\80!\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [16 x i8] c"invalid at %ld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [39 x i8] c"bytes=%zu chars=%d nonascii=%d sum=%u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"\80\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [2 x i8] c"\C3\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"\C3(\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1, !dbg !55
@__const.main.bad = private unnamed_addr constant [8 x ptr] [ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [15 x i8] c"bad[%d] -> %d\0A\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [19 x i8] c"negative chars=%d\0A\00", align 1, !dbg !62
@decode.min_for_len = internal unnamed_addr constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 16, !dbg !67

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca [5 x i8], align 1, !DIAssignID !160
    #dbg_assign(i1 undef, !119, !DIExpression(), !160, ptr %1, !DIExpression(), !161)
  %2 = alloca [64 x i8], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !153, !DIExpression(), !162, ptr %2, !DIExpression(), !163)
    #dbg_value(i32 0, !117, !DIExpression(), !164)
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  %4 = getelementptr inbounds i8, ptr %1, i64 2
  %5 = getelementptr inbounds i8, ptr %1, i64 3
  %6 = getelementptr inbounds i8, ptr %1, i64 1
  %7 = getelementptr inbounds i8, ptr %1, i64 2
  %8 = getelementptr inbounds i8, ptr %1, i64 3
  br label %9, !dbg !165

9:                                                ; preds = %0, %113
  %10 = phi i64 [ 0, %0 ], [ %119, %113 ]
    #dbg_value(i64 %10, !117, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #5, !dbg !166
  %11 = getelementptr inbounds [13 x i32], ptr @__const.main.cps, i64 0, i64 %10, !dbg !167
  %12 = load i32, ptr %11, align 4, !dbg !167, !tbaa !168
    #dbg_value(i32 %12, !172, !DIExpression(), !178)
    #dbg_value(ptr %1, !177, !DIExpression(), !178)
  %13 = icmp ult i64 %10, 2, !dbg !180
  br i1 %13, label %14, label %17, !dbg !182

14:                                               ; preds = %9
  %15 = trunc nuw nsw i32 %12 to i8, !dbg !183
  store i8 %15, ptr %1, align 1, !dbg !185, !tbaa !186, !DIAssignID !187
    #dbg_assign(i8 %15, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187, ptr %1, !DIExpression(), !161)
    #dbg_value(i32 1, !122, !DIExpression(), !161)
    #dbg_value(i32 0, !123, !DIExpression(), !161)
    #dbg_value(ptr %1, !89, !DIExpression(), !188)
    #dbg_value(ptr undef, !90, !DIExpression(), !188)
    #dbg_value(i8 %15, !91, !DIExpression(), !188)
  %16 = and i32 %12, 255, !dbg !190
  br label %107, !dbg !192

17:                                               ; preds = %9
  %18 = icmp ult i64 %10, 5, !dbg !193
  br i1 %18, label %19, label %23, !dbg !195

19:                                               ; preds = %17
  %20 = lshr i32 %12, 6, !dbg !196
  %21 = trunc nuw i32 %20 to i8, !dbg !198
  %22 = or disjoint i8 %21, -64, !dbg !198
  store i8 %22, ptr %1, align 1, !dbg !199, !tbaa !186, !DIAssignID !200
    #dbg_assign(i8 %22, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !200, ptr %1, !DIExpression(), !161)
    #dbg_assign(i8 %51, !119, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !201, ptr %3, !DIExpression(), !161)
  br label %45, !dbg !202

23:                                               ; preds = %17
  %24 = icmp ult i64 %10, 10, !dbg !203
  br i1 %24, label %25, label %33, !dbg !205

25:                                               ; preds = %23
  %26 = lshr i32 %12, 12, !dbg !206
  %27 = trunc nuw i32 %26 to i8, !dbg !208
  %28 = or disjoint i8 %27, -32, !dbg !208
  store i8 %28, ptr %1, align 1, !dbg !209, !tbaa !186, !DIAssignID !210
    #dbg_assign(i8 %28, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !210, ptr %1, !DIExpression(), !161)
  %29 = lshr i32 %12, 6, !dbg !211
  %30 = trunc i32 %29 to i8, !dbg !212
  %31 = and i8 %30, 63, !dbg !212
  %32 = or disjoint i8 %31, -128, !dbg !212
  store i8 %32, ptr %3, align 1, !dbg !213, !tbaa !186, !DIAssignID !214
    #dbg_assign(i8 %32, !119, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !214, ptr %3, !DIExpression(), !161)
    #dbg_assign(i8 %51, !119, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !201, ptr %4, !DIExpression(), !161)
  br label %45, !dbg !215

33:                                               ; preds = %23
  %34 = lshr i32 %12, 18, !dbg !216
  %35 = trunc i32 %34 to i8, !dbg !217
  %36 = or i8 %35, -16, !dbg !217
  store i8 %36, ptr %1, align 1, !dbg !218, !tbaa !186, !DIAssignID !219
    #dbg_assign(i8 %36, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !219, ptr %1, !DIExpression(), !161)
  %37 = lshr i32 %12, 12, !dbg !220
  %38 = trunc i32 %37 to i8, !dbg !221
  %39 = and i8 %38, 63, !dbg !221
  %40 = or disjoint i8 %39, -128, !dbg !221
  store i8 %40, ptr %3, align 1, !dbg !222, !tbaa !186, !DIAssignID !223
    #dbg_assign(i8 %40, !119, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !223, ptr %3, !DIExpression(), !161)
  %41 = lshr i32 %12, 6, !dbg !224
  %42 = trunc i32 %41 to i8, !dbg !225
  %43 = and i8 %42, 63, !dbg !225
  %44 = or disjoint i8 %43, -128, !dbg !225
  store i8 %44, ptr %4, align 1, !dbg !226, !tbaa !186, !DIAssignID !227
    #dbg_assign(i8 %44, !119, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !227, ptr %4, !DIExpression(), !161)
    #dbg_assign(i8 %51, !119, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !201, ptr %5, !DIExpression(), !161)
  br label %45, !dbg !228

45:                                               ; preds = %33, %25, %19
  %46 = phi ptr [ %5, %33 ], [ %4, %25 ], [ %3, %19 ]
  %47 = phi i8 [ %36, %33 ], [ %28, %25 ], [ %22, %19 ], !dbg !229
  %48 = phi i32 [ 4, %33 ], [ 3, %25 ], [ 2, %19 ]
  %49 = trunc i32 %12 to i8, !dbg !178
  %50 = and i8 %49, 63, !dbg !178
  %51 = or disjoint i8 %50, -128, !dbg !178
  store i8 %51, ptr %46, align 1, !dbg !178, !tbaa !186, !DIAssignID !201
    #dbg_value(i32 %48, !122, !DIExpression(), !161)
    #dbg_value(i32 0, !123, !DIExpression(), !161)
    #dbg_value(ptr %1, !89, !DIExpression(), !188)
    #dbg_value(ptr undef, !90, !DIExpression(), !188)
    #dbg_value(i8 %47, !91, !DIExpression(), !188)
  %52 = zext i8 %47 to i32, !dbg !190
  %53 = and i32 %52, 224, !dbg !230
  %54 = icmp eq i32 %53, 192, !dbg !232
  br i1 %54, label %61, label %55, !dbg !233

55:                                               ; preds = %45
  %56 = and i32 %52, 240, !dbg !234
  %57 = icmp eq i32 %56, 224, !dbg !236
  br i1 %57, label %61, label %58, !dbg !237

58:                                               ; preds = %55
  %59 = and i32 %52, 248, !dbg !238
  %60 = icmp eq i32 %59, 240, !dbg !240
  br i1 %60, label %61, label %107, !dbg !241

61:                                               ; preds = %58, %55, %45
  %62 = phi i32 [ 31, %45 ], [ 15, %55 ], [ 7, %58 ]
  %63 = phi i1 [ false, %45 ], [ true, %55 ], [ false, %58 ], !dbg !242
  %64 = phi i32 [ 2, %45 ], [ 3, %55 ], [ 4, %58 ], !dbg !242
  %65 = and i32 %62, %52, !dbg !242
    #dbg_value(i32 %65, !93, !DIExpression(), !188)
    #dbg_value(i32 %64, !92, !DIExpression(), !188)
    #dbg_value(i32 1, !94, !DIExpression(), !243)
  %66 = zext nneg i32 %64 to i64, !dbg !244
    #dbg_value(i64 1, !94, !DIExpression(), !243)
    #dbg_value(i32 %65, !93, !DIExpression(), !188)
  %67 = load i8, ptr %6, align 1, !dbg !245, !tbaa !186
    #dbg_value(i8 %67, !96, !DIExpression(), !246)
  %68 = zext i8 %67 to i32, !dbg !247
  %69 = and i32 %68, 192, !dbg !249
  %70 = icmp eq i32 %69, 128, !dbg !250
    #dbg_value(i32 poison, !93, !DIExpression(), !188)
  br i1 %70, label %71, label %107

71:                                               ; preds = %61
  %72 = shl nuw nsw i32 %65, 6, !dbg !251
  %73 = and i32 %68, 63, !dbg !251
  %74 = or disjoint i32 %73, %72, !dbg !251
    #dbg_value(i64 2, !94, !DIExpression(), !243)
    #dbg_value(!DIArgList(i32 %73, i32 %72), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !188)
  br i1 %54, label %93, label %75, !dbg !252, !llvm.loop !253

75:                                               ; preds = %71
    #dbg_value(i64 2, !94, !DIExpression(), !243)
    #dbg_value(i32 %74, !93, !DIExpression(), !188)
  %76 = load i8, ptr %7, align 1, !dbg !245, !tbaa !186
    #dbg_value(i8 %76, !96, !DIExpression(), !246)
  %77 = zext i8 %76 to i32, !dbg !247
  %78 = and i32 %77, 192, !dbg !249
  %79 = icmp eq i32 %78, 128, !dbg !250
    #dbg_value(i32 poison, !93, !DIExpression(), !188)
  br i1 %79, label %80, label %107

80:                                               ; preds = %75
  %81 = shl nuw nsw i32 %74, 6, !dbg !251
  %82 = and i32 %77, 63, !dbg !251
  %83 = or disjoint i32 %82, %81, !dbg !251
    #dbg_value(i64 3, !94, !DIExpression(), !243)
    #dbg_value(!DIArgList(i32 %82, i32 %81), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !188)
  br i1 %63, label %93, label %84, !dbg !252, !llvm.loop !253

84:                                               ; preds = %80
    #dbg_value(i64 3, !94, !DIExpression(), !243)
    #dbg_value(i32 %83, !93, !DIExpression(), !188)
  %85 = load i8, ptr %8, align 1, !dbg !245, !tbaa !186
    #dbg_value(i8 %85, !96, !DIExpression(), !246)
  %86 = zext i8 %85 to i32, !dbg !247
  %87 = and i32 %86, 192, !dbg !249
  %88 = icmp eq i32 %87, 128, !dbg !250
    #dbg_value(i32 poison, !93, !DIExpression(), !188)
  br i1 %88, label %89, label %107

89:                                               ; preds = %84
  %90 = shl nuw nsw i32 %83, 6, !dbg !251
  %91 = and i32 %86, 63, !dbg !251
  %92 = or disjoint i32 %91, %90, !dbg !251
    #dbg_value(i64 4, !94, !DIExpression(), !243)
    #dbg_value(!DIArgList(i32 %91, i32 %90), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !188)
  br label %93

93:                                               ; preds = %89, %80, %71
  %94 = phi i32 [ %72, %71 ], [ %81, %80 ], [ %90, %89 ], !dbg !251
  %95 = phi i32 [ %74, %71 ], [ %83, %80 ], [ %92, %89 ], !dbg !251
  %96 = phi i32 [ %65, %71 ], [ %74, %80 ], [ %83, %89 ]
    #dbg_value(!DIArgList(i32 %73, i32 %94), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !188)
  %97 = getelementptr inbounds [5 x i32], ptr @decode.min_for_len, i64 0, i64 %66, !dbg !256
  %98 = load i32, ptr %97, align 4, !dbg !256, !tbaa !168
  %99 = icmp ult i32 %95, %98, !dbg !258
  %100 = icmp ugt i32 %94, 1114111
  %101 = or i1 %100, %99, !dbg !259
  %102 = and i32 %96, 32736
  %103 = icmp eq i32 %102, 864
  %104 = or i1 %103, %101, !dbg !259
  %105 = select i1 %104, i32 0, i32 %95, !dbg !259
  %106 = select i1 %104, i32 -1, i32 %64, !dbg !259
  br label %107, !dbg !259

107:                                              ; preds = %61, %75, %84, %93, %14, %58
  %108 = phi i32 [ %48, %58 ], [ 1, %14 ], [ %48, %93 ], [ %48, %84 ], [ %48, %75 ], [ %48, %61 ]
  %109 = phi i32 [ 0, %58 ], [ %16, %14 ], [ %105, %93 ], [ 0, %84 ], [ 0, %75 ], [ 0, %61 ], !dbg !161
  %110 = phi i32 [ -1, %58 ], [ 1, %14 ], [ %106, %93 ], [ -1, %84 ], [ -1, %75 ], [ -1, %61 ], !dbg !188
    #dbg_value(i32 %109, !123, !DIExpression(), !161)
    #dbg_value(i32 %110, !124, !DIExpression(), !161)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12), !dbg !260
    #dbg_value(i32 0, !125, !DIExpression(), !261)
  %112 = zext nneg i32 %108 to i64, !dbg !262
  br label %121, !dbg !264

113:                                              ; preds = %121
  %114 = icmp eq i32 %109, %12, !dbg !265
  %115 = icmp eq i32 %110, %108, !dbg !266
  %116 = select i1 %114, i1 %115, i1 false, !dbg !266
  %117 = zext i1 %116 to i32, !dbg !266
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %109, i32 noundef %110, i32 noundef %117), !dbg !267
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #5, !dbg !268
  %119 = add nuw nsw i64 %10, 1, !dbg !269
    #dbg_value(i64 %119, !117, !DIExpression(), !164)
  %120 = icmp eq i64 %119, 13, !dbg !270
  br i1 %120, label %130, label %9, !dbg !165, !llvm.loop !271

121:                                              ; preds = %107, %121
  %122 = phi i64 [ 0, %107 ], [ %128, %121 ]
    #dbg_value(i64 %122, !125, !DIExpression(), !261)
  %123 = getelementptr inbounds [5 x i8], ptr %1, i64 0, i64 %122, !dbg !273
  %124 = load i8, ptr %123, align 1, !dbg !273, !tbaa !186
  %125 = zext i8 %124 to i32, !dbg !274
  %126 = sext i8 %124 to i32, !dbg !275
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %125, i32 noundef %126), !dbg !276
  %128 = add nuw nsw i64 %122, 1, !dbg !277
    #dbg_value(i64 %128, !125, !DIExpression(), !261)
  %129 = icmp eq i64 %128, %112, !dbg !262
  br i1 %129, label %113, label %121, !dbg !264, !llvm.loop !278

130:                                              ; preds = %113, %198
  %131 = phi i8 [ %208, %198 ], [ 71, %113 ]
  %132 = phi ptr [ %207, %198 ], [ @.str.3, %113 ]
  %133 = phi i32 [ %205, %198 ], [ 0, %113 ]
  %134 = phi i32 [ %204, %198 ], [ 0, %113 ]
  %135 = phi i32 [ %201, %198 ], [ 0, %113 ]
    #dbg_value(ptr %132, !135, !DIExpression(), !280)
    #dbg_value(i32 %133, !134, !DIExpression(), !163)
    #dbg_value(i32 %134, !133, !DIExpression(), !163)
    #dbg_value(i32 %135, !132, !DIExpression(), !163)
    #dbg_value(ptr %132, !89, !DIExpression(), !281)
    #dbg_value(ptr undef, !90, !DIExpression(), !281)
    #dbg_value(i8 %131, !91, !DIExpression(), !281)
  %136 = zext i8 %131 to i32, !dbg !283
  %137 = icmp sgt i8 %131, -1, !dbg !284
  br i1 %137, label %198, label %138, !dbg !285

138:                                              ; preds = %130
  %139 = and i32 %136, 224, !dbg !286
  %140 = icmp eq i32 %139, 192, !dbg !287
  br i1 %140, label %147, label %141, !dbg !288

141:                                              ; preds = %138
  %142 = and i32 %136, 240, !dbg !289
  %143 = icmp eq i32 %142, 224, !dbg !290
  br i1 %143, label %147, label %144, !dbg !291

144:                                              ; preds = %141
  %145 = and i32 %136, 248, !dbg !292
  %146 = icmp eq i32 %145, 240, !dbg !293
  br i1 %146, label %147, label %194, !dbg !294

147:                                              ; preds = %144, %141, %138
  %148 = phi i32 [ 31, %138 ], [ 15, %141 ], [ 7, %144 ]
  %149 = phi i1 [ false, %138 ], [ true, %141 ], [ false, %144 ], !dbg !295
  %150 = phi i32 [ 2, %138 ], [ 3, %141 ], [ 4, %144 ], !dbg !295
  %151 = and i32 %148, %136, !dbg !295
    #dbg_value(i32 %151, !93, !DIExpression(), !281)
    #dbg_value(i32 %150, !92, !DIExpression(), !281)
    #dbg_value(i32 1, !94, !DIExpression(), !296)
  %152 = zext nneg i32 %150 to i64, !dbg !297
    #dbg_value(i64 1, !94, !DIExpression(), !296)
    #dbg_value(i32 %151, !93, !DIExpression(), !281)
  %153 = getelementptr inbounds i8, ptr %132, i64 1, !dbg !298
  %154 = load i8, ptr %153, align 1, !dbg !298, !tbaa !186
    #dbg_value(i8 %154, !96, !DIExpression(), !299)
  %155 = zext i8 %154 to i32, !dbg !300
  %156 = and i32 %155, 192, !dbg !301
  %157 = icmp eq i32 %156, 128, !dbg !302
    #dbg_value(i32 poison, !93, !DIExpression(), !281)
  br i1 %157, label %158, label %194

158:                                              ; preds = %147
  %159 = shl nuw nsw i32 %151, 6, !dbg !303
  %160 = and i32 %155, 63, !dbg !303
  %161 = or disjoint i32 %160, %159, !dbg !303
    #dbg_value(i64 2, !94, !DIExpression(), !296)
    #dbg_value(!DIArgList(i32 %160, i32 %159), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !281)
  br i1 %140, label %182, label %162, !dbg !304, !llvm.loop !305

162:                                              ; preds = %158
    #dbg_value(i64 2, !94, !DIExpression(), !296)
    #dbg_value(i32 %161, !93, !DIExpression(), !281)
  %163 = getelementptr inbounds i8, ptr %132, i64 2, !dbg !298
  %164 = load i8, ptr %163, align 1, !dbg !298, !tbaa !186
    #dbg_value(i8 %164, !96, !DIExpression(), !299)
  %165 = zext i8 %164 to i32, !dbg !300
  %166 = and i32 %165, 192, !dbg !301
  %167 = icmp eq i32 %166, 128, !dbg !302
    #dbg_value(i32 poison, !93, !DIExpression(), !281)
  br i1 %167, label %168, label %194

168:                                              ; preds = %162
  %169 = shl nuw nsw i32 %161, 6, !dbg !303
  %170 = and i32 %165, 63, !dbg !303
  %171 = or disjoint i32 %170, %169, !dbg !303
    #dbg_value(i64 3, !94, !DIExpression(), !296)
    #dbg_value(!DIArgList(i32 %170, i32 %169), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !281)
  br i1 %149, label %182, label %172, !dbg !304, !llvm.loop !305

172:                                              ; preds = %168
    #dbg_value(i64 3, !94, !DIExpression(), !296)
    #dbg_value(i32 %171, !93, !DIExpression(), !281)
  %173 = getelementptr inbounds i8, ptr %132, i64 3, !dbg !298
  %174 = load i8, ptr %173, align 1, !dbg !298, !tbaa !186
    #dbg_value(i8 %174, !96, !DIExpression(), !299)
  %175 = zext i8 %174 to i32, !dbg !300
  %176 = and i32 %175, 192, !dbg !301
  %177 = icmp eq i32 %176, 128, !dbg !302
    #dbg_value(i32 poison, !93, !DIExpression(), !281)
  br i1 %177, label %178, label %194

178:                                              ; preds = %172
  %179 = shl nuw nsw i32 %171, 6, !dbg !303
  %180 = and i32 %175, 63, !dbg !303
  %181 = or disjoint i32 %180, %179, !dbg !303
    #dbg_value(i64 4, !94, !DIExpression(), !296)
    #dbg_value(!DIArgList(i32 %180, i32 %179), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !281)
  br label %182

182:                                              ; preds = %178, %168, %158
  %183 = phi i32 [ %159, %158 ], [ %169, %168 ], [ %179, %178 ], !dbg !303
  %184 = phi i32 [ %161, %158 ], [ %171, %168 ], [ %181, %178 ], !dbg !303
  %185 = phi i32 [ %151, %158 ], [ %161, %168 ], [ %171, %178 ]
    #dbg_value(!DIArgList(i32 %160, i32 %183), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !281)
  %186 = getelementptr inbounds [5 x i32], ptr @decode.min_for_len, i64 0, i64 %152, !dbg !307
  %187 = load i32, ptr %186, align 4, !dbg !307, !tbaa !168
  %188 = icmp ult i32 %184, %187, !dbg !308
  %189 = icmp ugt i32 %183, 1114111
  %190 = or i1 %189, %188, !dbg !309
  %191 = and i32 %185, 32736
  %192 = icmp eq i32 %191, 864
  %193 = or i1 %192, %190, !dbg !309
  br i1 %193, label %194, label %198, !dbg !309

194:                                              ; preds = %182, %144, %147, %162, %172
    #dbg_value(i32 poison, !137, !DIExpression(), !310)
    #dbg_value(i32 -1, !140, !DIExpression(), !310)
  %195 = ptrtoint ptr %132 to i64, !dbg !311
  %196 = sub i64 %195, ptrtoint (ptr @.str.3 to i64), !dbg !311
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %196), !dbg !314
    #dbg_value(ptr poison, !135, !DIExpression(), !280)
    #dbg_value(i32 %133, !134, !DIExpression(), !163)
    #dbg_value(i32 %134, !133, !DIExpression(), !163)
    #dbg_value(i32 %135, !132, !DIExpression(), !163)
  br label %210

198:                                              ; preds = %130, %182
  %199 = phi i32 [ %184, %182 ], [ %136, %130 ]
  %200 = phi i32 [ %150, %182 ], [ 1, %130 ], !dbg !281
    #dbg_value(i32 %199, !137, !DIExpression(), !310)
    #dbg_value(i32 %200, !140, !DIExpression(), !310)
  %201 = add nuw nsw i32 %135, 1, !dbg !315
    #dbg_value(i32 %201, !132, !DIExpression(), !163)
  %202 = icmp ugt i32 %199, 127, !dbg !316
  %203 = zext i1 %202 to i32, !dbg !316
  %204 = add nuw nsw i32 %134, %203, !dbg !317
    #dbg_value(i32 %204, !133, !DIExpression(), !163)
  %205 = add i32 %199, %133, !dbg !318
    #dbg_value(i32 %205, !134, !DIExpression(), !163)
  %206 = zext nneg i32 %200 to i64, !dbg !319
  %207 = getelementptr inbounds i8, ptr %132, i64 %206, !dbg !319
    #dbg_value(i32 poison, !137, !DIExpression(), !310)
    #dbg_value(ptr %207, !135, !DIExpression(), !280)
  %208 = load i8, ptr %207, align 1, !dbg !320, !tbaa !186
  %209 = icmp eq i8 %208, 0, !dbg !321
  br i1 %209, label %210, label %130, !dbg !321, !llvm.loop !322

210:                                              ; preds = %198, %194
  %211 = phi i32 [ %135, %194 ], [ %201, %198 ]
  %212 = phi i32 [ %134, %194 ], [ %204, %198 ]
  %213 = phi i32 [ %133, %194 ], [ %205, %198 ]
    #dbg_value(i32 %213, !134, !DIExpression(), !163)
    #dbg_value(i32 %212, !133, !DIExpression(), !163)
    #dbg_value(i32 %211, !132, !DIExpression(), !163)
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 23, i32 noundef %211, i32 noundef %212, i32 noundef %213), !dbg !324
    #dbg_assign(i1 undef, !141, !DIExpression(), !325, ptr @__const.main.bad, !DIExpression(), !163)
    #dbg_value(i32 0, !145, !DIExpression(), !326)
  br label %215, !dbg !327

215:                                              ; preds = %210, %279
  %216 = phi i64 [ 0, %210 ], [ %283, %279 ]
    #dbg_value(i64 %216, !145, !DIExpression(), !326)
    #dbg_value(i32 0, !147, !DIExpression(), !328)
  %217 = getelementptr inbounds [8 x ptr], ptr @__const.main.bad, i64 0, i64 %216, !dbg !329
  %218 = load ptr, ptr %217, align 8, !dbg !329, !tbaa !330
    #dbg_value(ptr %218, !89, !DIExpression(), !332)
    #dbg_value(ptr undef, !90, !DIExpression(), !332)
  %219 = load i8, ptr %218, align 1, !dbg !334, !tbaa !186
    #dbg_value(i8 %219, !91, !DIExpression(), !332)
  %220 = zext i8 %219 to i32, !dbg !335
  %221 = icmp sgt i8 %219, -1, !dbg !336
  br i1 %221, label %279, label %222, !dbg !337

222:                                              ; preds = %215
  %223 = and i32 %220, 224, !dbg !338
  %224 = icmp eq i32 %223, 192, !dbg !339
  br i1 %224, label %231, label %225, !dbg !340

225:                                              ; preds = %222
  %226 = and i32 %220, 240, !dbg !341
  %227 = icmp eq i32 %226, 224, !dbg !342
  br i1 %227, label %231, label %228, !dbg !343

228:                                              ; preds = %225
  %229 = and i32 %220, 248, !dbg !344
  %230 = icmp eq i32 %229, 240, !dbg !345
  br i1 %230, label %231, label %279, !dbg !346

231:                                              ; preds = %228, %225, %222
  %232 = phi i32 [ 31, %222 ], [ 15, %225 ], [ 7, %228 ]
  %233 = phi i1 [ false, %222 ], [ true, %225 ], [ false, %228 ], !dbg !347
  %234 = phi i32 [ 2, %222 ], [ 3, %225 ], [ 4, %228 ], !dbg !347
  %235 = and i32 %232, %220, !dbg !347
    #dbg_value(i32 %235, !93, !DIExpression(), !332)
    #dbg_value(i32 %234, !92, !DIExpression(), !332)
    #dbg_value(i32 1, !94, !DIExpression(), !348)
  %236 = zext nneg i32 %234 to i64, !dbg !349
    #dbg_value(i64 1, !94, !DIExpression(), !348)
    #dbg_value(i32 %235, !93, !DIExpression(), !332)
  %237 = getelementptr inbounds i8, ptr %218, i64 1, !dbg !350
  %238 = load i8, ptr %237, align 1, !dbg !350, !tbaa !186
    #dbg_value(i8 %238, !96, !DIExpression(), !351)
  %239 = zext i8 %238 to i32, !dbg !352
  %240 = and i32 %239, 192, !dbg !353
  %241 = icmp eq i32 %240, 128, !dbg !354
    #dbg_value(i32 poison, !93, !DIExpression(), !332)
  br i1 %241, label %242, label %279

242:                                              ; preds = %231
  %243 = shl nuw nsw i32 %235, 6, !dbg !355
  %244 = and i32 %239, 63, !dbg !355
  %245 = or disjoint i32 %244, %243, !dbg !355
    #dbg_value(i64 2, !94, !DIExpression(), !348)
    #dbg_value(!DIArgList(i32 %244, i32 %243), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !332)
  br i1 %224, label %266, label %246, !dbg !356, !llvm.loop !357

246:                                              ; preds = %242
    #dbg_value(i64 2, !94, !DIExpression(), !348)
    #dbg_value(i32 %245, !93, !DIExpression(), !332)
  %247 = getelementptr inbounds i8, ptr %218, i64 2, !dbg !350
  %248 = load i8, ptr %247, align 1, !dbg !350, !tbaa !186
    #dbg_value(i8 %248, !96, !DIExpression(), !351)
  %249 = zext i8 %248 to i32, !dbg !352
  %250 = and i32 %249, 192, !dbg !353
  %251 = icmp eq i32 %250, 128, !dbg !354
    #dbg_value(i32 poison, !93, !DIExpression(), !332)
  br i1 %251, label %252, label %279

252:                                              ; preds = %246
  %253 = shl nuw nsw i32 %245, 6, !dbg !355
  %254 = and i32 %249, 63, !dbg !355
  %255 = or disjoint i32 %254, %253, !dbg !355
    #dbg_value(i64 3, !94, !DIExpression(), !348)
    #dbg_value(!DIArgList(i32 %254, i32 %253), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !332)
  br i1 %233, label %266, label %256, !dbg !356, !llvm.loop !357

256:                                              ; preds = %252
    #dbg_value(i64 3, !94, !DIExpression(), !348)
    #dbg_value(i32 %255, !93, !DIExpression(), !332)
  %257 = getelementptr inbounds i8, ptr %218, i64 3, !dbg !350
  %258 = load i8, ptr %257, align 1, !dbg !350, !tbaa !186
    #dbg_value(i8 %258, !96, !DIExpression(), !351)
  %259 = zext i8 %258 to i32, !dbg !352
  %260 = and i32 %259, 192, !dbg !353
  %261 = icmp eq i32 %260, 128, !dbg !354
    #dbg_value(i32 poison, !93, !DIExpression(), !332)
  br i1 %261, label %262, label %279

262:                                              ; preds = %256
  %263 = shl nuw nsw i32 %255, 6, !dbg !355
  %264 = and i32 %259, 63, !dbg !355
  %265 = or disjoint i32 %264, %263, !dbg !355
    #dbg_value(i64 4, !94, !DIExpression(), !348)
    #dbg_value(!DIArgList(i32 %264, i32 %263), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !332)
  br label %266

266:                                              ; preds = %262, %252, %242
  %267 = phi i32 [ %243, %242 ], [ %253, %252 ], [ %263, %262 ], !dbg !355
  %268 = phi i32 [ %245, %242 ], [ %255, %252 ], [ %265, %262 ], !dbg !355
  %269 = phi i32 [ %235, %242 ], [ %245, %252 ], [ %255, %262 ]
    #dbg_value(!DIArgList(i32 %244, i32 %267), !93, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !332)
  %270 = getelementptr inbounds [5 x i32], ptr @decode.min_for_len, i64 0, i64 %236, !dbg !359
  %271 = load i32, ptr %270, align 4, !dbg !359, !tbaa !168
  %272 = icmp ult i32 %268, %271, !dbg !360
  %273 = icmp ugt i32 %267, 1114111
  %274 = or i1 %273, %272, !dbg !361
  %275 = and i32 %269, 32736
  %276 = icmp eq i32 %275, 864
  %277 = or i1 %276, %274, !dbg !361
  %278 = select i1 %277, i32 -1, i32 %234, !dbg !361
  br label %279, !dbg !361

279:                                              ; preds = %231, %246, %256, %266, %215, %228
  %280 = phi i32 [ -1, %228 ], [ 1, %215 ], [ %278, %266 ], [ -1, %256 ], [ -1, %246 ], [ -1, %231 ], !dbg !332
  %281 = trunc nuw nsw i64 %216 to i32, !dbg !362
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %281, i32 noundef %280), !dbg !362
  %283 = add nuw nsw i64 %216, 1, !dbg !363
    #dbg_value(i64 %283, !145, !DIExpression(), !326)
  %284 = icmp eq i64 %283, 8, !dbg !364
  br i1 %284, label %285, label %215, !dbg !327, !llvm.loop !365

285:                                              ; preds = %279
    #dbg_value(i32 poison, !150, !DIExpression(), !163)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 11), !dbg !367
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5, !dbg !368
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 1 dereferenceable(24) @.str.3, i64 24, i1 false) #5, !dbg !369
    #dbg_value(ptr %2, !157, !DIExpression(), !370)
  br label %289, !dbg !371

287:                                              ; preds = %296
  %288 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !372
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !373
  ret i32 0, !dbg !373

289:                                              ; preds = %285, %296
  %290 = phi i8 [ %298, %296 ], [ 71, %285 ]
  %291 = phi ptr [ %297, %296 ], [ %2, %285 ]
    #dbg_value(ptr %291, !157, !DIExpression(), !370)
  %292 = add i8 %290, -97, !dbg !374
  %293 = icmp ult i8 %292, 26, !dbg !374
  br i1 %293, label %294, label %296, !dbg !374

294:                                              ; preds = %289
  %295 = add nsw i8 %290, -32, !dbg !377
  store i8 %295, ptr %291, align 1, !dbg !378, !tbaa !186
  br label %296, !dbg !379

296:                                              ; preds = %289, %294
  %297 = getelementptr inbounds i8, ptr %291, i64 1, !dbg !380
    #dbg_value(ptr %297, !157, !DIExpression(), !370)
  %298 = load i8, ptr %297, align 1, !dbg !381, !tbaa !186
  %299 = icmp eq i8 %298, 0, !dbg !371
  br i1 %299, label %287, label %289, !dbg !371, !llvm.loop !382
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !384 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "utf8.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "78ae5d5ff6df30839b4f13357ee406f2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 25)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 24)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 16)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 39)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 3)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 5)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !31, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !36, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !31, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 15)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 19)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "min_for_len", scope: !69, file: !2, line: 56, type: !99, isLocal: true, isDefinition: true)
!69 = distinct !DISubprogram(name: "decode", scope: !2, file: !2, line: 31, type: !70, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !88)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !73, !75}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !77, line: 26, baseType: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !79, line: 42, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !85, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84, !4}
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !44, !46, !51, !53, !55, !57, !62, !86, !67}
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !41, isLocal: true, isDefinition: true)
!88 = !{!89, !90, !91, !92, !93, !94, !96}
!89 = !DILocalVariable(name: "s", arg: 1, scope: !69, file: !2, line: 31, type: !73)
!90 = !DILocalVariable(name: "cp", arg: 2, scope: !69, file: !2, line: 31, type: !75)
!91 = !DILocalVariable(name: "c", scope: !69, file: !2, line: 32, type: !83)
!92 = !DILocalVariable(name: "len", scope: !69, file: !2, line: 33, type: !72)
!93 = !DILocalVariable(name: "v", scope: !69, file: !2, line: 34, type: !76)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 50, type: !72)
!95 = distinct !DILexicalBlock(scope: !69, file: !2, line: 50, column: 5)
!96 = !DILocalVariable(name: "cc", scope: !97, file: !2, line: 51, type: !83)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 50, column: 35)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 50, column: 5)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 160, elements: !49)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !110, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!72}
!112 = !{!113, !117, !119, !122, !123, !124, !125, !127, !128, !132, !133, !134, !135, !137, !140, !141, !145, !147, !150, !151, !153, !157}
!113 = !DILocalVariable(name: "cps", scope: !109, file: !2, line: 64, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 416, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 13)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 66, type: !72)
!118 = distinct !DILexicalBlock(scope: !109, file: !2, line: 66, column: 5)
!119 = !DILocalVariable(name: "buf", scope: !120, file: !2, line: 67, type: !48)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 66, column: 34)
!121 = distinct !DILexicalBlock(scope: !118, file: !2, line: 66, column: 5)
!122 = !DILocalVariable(name: "n", scope: !120, file: !2, line: 68, type: !72)
!123 = !DILocalVariable(name: "back", scope: !120, file: !2, line: 69, type: !76)
!124 = !DILocalVariable(name: "m", scope: !120, file: !2, line: 70, type: !72)
!125 = !DILocalVariable(name: "k", scope: !126, file: !2, line: 72, type: !72)
!126 = distinct !DILexicalBlock(scope: !120, file: !2, line: 72, column: 9)
!127 = !DILocalVariable(name: "text", scope: !109, file: !2, line: 76, type: !73)
!128 = !DILocalVariable(name: "bytes", scope: !109, file: !2, line: 77, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !130, line: 18, baseType: !131)
!130 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!131 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!132 = !DILocalVariable(name: "chars", scope: !109, file: !2, line: 78, type: !72)
!133 = !DILocalVariable(name: "nonascii", scope: !109, file: !2, line: 78, type: !72)
!134 = !DILocalVariable(name: "sum", scope: !109, file: !2, line: 79, type: !76)
!135 = !DILocalVariable(name: "p", scope: !136, file: !2, line: 80, type: !73)
!136 = distinct !DILexicalBlock(scope: !109, file: !2, line: 80, column: 5)
!137 = !DILocalVariable(name: "cp", scope: !138, file: !2, line: 81, type: !76)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 80, column: 37)
!139 = distinct !DILexicalBlock(scope: !136, file: !2, line: 80, column: 5)
!140 = !DILocalVariable(name: "n", scope: !138, file: !2, line: 82, type: !72)
!141 = !DILocalVariable(name: "bad", scope: !109, file: !2, line: 93, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 512, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 8)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 95, type: !72)
!146 = distinct !DILexicalBlock(scope: !109, file: !2, line: 95, column: 5)
!147 = !DILocalVariable(name: "cp", scope: !148, file: !2, line: 96, type: !76)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 95, column: 33)
!149 = distinct !DILexicalBlock(scope: !146, file: !2, line: 95, column: 5)
!150 = !DILocalVariable(name: "negative", scope: !109, file: !2, line: 100, type: !72)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 101, type: !129)
!152 = distinct !DILexicalBlock(scope: !109, file: !2, line: 101, column: 5)
!153 = !DILocalVariable(name: "copy", scope: !109, file: !2, line: 105, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 64)
!157 = !DILocalVariable(name: "p", scope: !158, file: !2, line: 107, type: !159)
!158 = distinct !DILexicalBlock(scope: !109, file: !2, line: 107, column: 5)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !120)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !109)
!164 = !DILocation(line: 0, scope: !118)
!165 = !DILocation(line: 66, column: 5, scope: !118)
!166 = !DILocation(line: 67, column: 9, scope: !120)
!167 = !DILocation(line: 68, column: 24, scope: !120)
!168 = !{!169, !169, i64 0}
!169 = !{!"int", !170, i64 0}
!170 = !{!"omnipotent char", !171, i64 0}
!171 = !{!"Simple C/C++ TBAA"}
!172 = !DILocalVariable(name: "cp", arg: 1, scope: !173, file: !2, line: 7, type: !76)
!173 = distinct !DISubprogram(name: "encode", scope: !2, file: !2, line: 7, type: !174, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!72, !76, !159}
!176 = !{!172, !177}
!177 = !DILocalVariable(name: "out", arg: 2, scope: !173, file: !2, line: 7, type: !159)
!178 = !DILocation(line: 0, scope: !173, inlinedAt: !179)
!179 = distinct !DILocation(line: 68, column: 17, scope: !120)
!180 = !DILocation(line: 8, column: 12, scope: !181, inlinedAt: !179)
!181 = distinct !DILexicalBlock(scope: !173, file: !2, line: 8, column: 9)
!182 = !DILocation(line: 8, column: 9, scope: !173, inlinedAt: !179)
!183 = !DILocation(line: 9, column: 18, scope: !184, inlinedAt: !179)
!184 = distinct !DILexicalBlock(scope: !181, file: !2, line: 8, column: 20)
!185 = !DILocation(line: 9, column: 16, scope: !184, inlinedAt: !179)
!186 = !{!170, !170, i64 0}
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !69, inlinedAt: !189)
!189 = distinct !DILocation(line: 70, column: 17, scope: !120)
!190 = !DILocation(line: 35, column: 9, scope: !191, inlinedAt: !189)
!191 = distinct !DILexicalBlock(scope: !69, file: !2, line: 35, column: 9)
!192 = !DILocation(line: 35, column: 9, scope: !69, inlinedAt: !189)
!193 = !DILocation(line: 12, column: 12, scope: !194, inlinedAt: !179)
!194 = distinct !DILexicalBlock(scope: !173, file: !2, line: 12, column: 9)
!195 = !DILocation(line: 12, column: 9, scope: !173, inlinedAt: !179)
!196 = !DILocation(line: 13, column: 36, scope: !197, inlinedAt: !179)
!197 = distinct !DILexicalBlock(scope: !194, file: !2, line: 12, column: 21)
!198 = !DILocation(line: 13, column: 18, scope: !197, inlinedAt: !179)
!199 = !DILocation(line: 13, column: 16, scope: !197, inlinedAt: !179)
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 15, column: 9, scope: !197, inlinedAt: !179)
!203 = !DILocation(line: 17, column: 12, scope: !204, inlinedAt: !179)
!204 = distinct !DILexicalBlock(scope: !173, file: !2, line: 17, column: 9)
!205 = !DILocation(line: 17, column: 9, scope: !173, inlinedAt: !179)
!206 = !DILocation(line: 18, column: 36, scope: !207, inlinedAt: !179)
!207 = distinct !DILexicalBlock(scope: !204, file: !2, line: 17, column: 23)
!208 = !DILocation(line: 18, column: 18, scope: !207, inlinedAt: !179)
!209 = !DILocation(line: 18, column: 16, scope: !207, inlinedAt: !179)
!210 = distinct !DIAssignID()
!211 = !DILocation(line: 19, column: 37, scope: !207, inlinedAt: !179)
!212 = !DILocation(line: 19, column: 18, scope: !207, inlinedAt: !179)
!213 = !DILocation(line: 19, column: 16, scope: !207, inlinedAt: !179)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 21, column: 9, scope: !207, inlinedAt: !179)
!216 = !DILocation(line: 23, column: 32, scope: !173, inlinedAt: !179)
!217 = !DILocation(line: 23, column: 14, scope: !173, inlinedAt: !179)
!218 = !DILocation(line: 23, column: 12, scope: !173, inlinedAt: !179)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 24, column: 33, scope: !173, inlinedAt: !179)
!221 = !DILocation(line: 24, column: 14, scope: !173, inlinedAt: !179)
!222 = !DILocation(line: 24, column: 12, scope: !173, inlinedAt: !179)
!223 = distinct !DIAssignID()
!224 = !DILocation(line: 25, column: 33, scope: !173, inlinedAt: !179)
!225 = !DILocation(line: 25, column: 14, scope: !173, inlinedAt: !179)
!226 = !DILocation(line: 25, column: 12, scope: !173, inlinedAt: !179)
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 27, column: 5, scope: !173, inlinedAt: !179)
!229 = !DILocation(line: 32, column: 38, scope: !69, inlinedAt: !189)
!230 = !DILocation(line: 38, column: 19, scope: !231, inlinedAt: !189)
!231 = distinct !DILexicalBlock(scope: !191, file: !2, line: 38, column: 16)
!232 = !DILocation(line: 38, column: 27, scope: !231, inlinedAt: !189)
!233 = !DILocation(line: 38, column: 16, scope: !191, inlinedAt: !189)
!234 = !DILocation(line: 41, column: 19, scope: !235, inlinedAt: !189)
!235 = distinct !DILexicalBlock(scope: !231, file: !2, line: 41, column: 16)
!236 = !DILocation(line: 41, column: 27, scope: !235, inlinedAt: !189)
!237 = !DILocation(line: 41, column: 16, scope: !231, inlinedAt: !189)
!238 = !DILocation(line: 44, column: 19, scope: !239, inlinedAt: !189)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 44, column: 16)
!240 = !DILocation(line: 44, column: 27, scope: !239, inlinedAt: !189)
!241 = !DILocation(line: 44, column: 16, scope: !235, inlinedAt: !189)
!242 = !DILocation(line: 0, scope: !231, inlinedAt: !189)
!243 = !DILocation(line: 0, scope: !95, inlinedAt: !189)
!244 = !DILocation(line: 50, column: 23, scope: !98, inlinedAt: !189)
!245 = !DILocation(line: 51, column: 43, scope: !97, inlinedAt: !189)
!246 = !DILocation(line: 0, scope: !97, inlinedAt: !189)
!247 = !DILocation(line: 52, column: 14, scope: !248, inlinedAt: !189)
!248 = distinct !DILexicalBlock(scope: !97, file: !2, line: 52, column: 13)
!249 = !DILocation(line: 52, column: 17, scope: !248, inlinedAt: !189)
!250 = !DILocation(line: 52, column: 25, scope: !248, inlinedAt: !189)
!251 = !DILocation(line: 52, column: 13, scope: !97, inlinedAt: !189)
!252 = !DILocation(line: 50, column: 5, scope: !95, inlinedAt: !189)
!253 = distinct !{!253, !252, !254, !255}
!254 = !DILocation(line: 55, column: 5, scope: !95, inlinedAt: !189)
!255 = !{!"llvm.loop.mustprogress"}
!256 = !DILocation(line: 57, column: 13, scope: !257, inlinedAt: !189)
!257 = distinct !DILexicalBlock(scope: !69, file: !2, line: 57, column: 9)
!258 = !DILocation(line: 57, column: 11, scope: !257, inlinedAt: !189)
!259 = !DILocation(line: 57, column: 30, scope: !257, inlinedAt: !189)
!260 = !DILocation(line: 71, column: 9, scope: !120)
!261 = !DILocation(line: 0, scope: !126)
!262 = !DILocation(line: 72, column: 27, scope: !263)
!263 = distinct !DILexicalBlock(scope: !126, file: !2, line: 72, column: 9)
!264 = !DILocation(line: 72, column: 9, scope: !126)
!265 = !DILocation(line: 74, column: 59, scope: !120)
!266 = !DILocation(line: 74, column: 69, scope: !120)
!267 = !DILocation(line: 74, column: 9, scope: !120)
!268 = !DILocation(line: 75, column: 5, scope: !121)
!269 = !DILocation(line: 66, column: 30, scope: !121)
!270 = !DILocation(line: 66, column: 23, scope: !121)
!271 = distinct !{!271, !165, !272, !255}
!272 = !DILocation(line: 75, column: 5, scope: !118)
!273 = !DILocation(line: 73, column: 48, scope: !263)
!274 = !DILocation(line: 73, column: 33, scope: !263)
!275 = !DILocation(line: 73, column: 56, scope: !263)
!276 = !DILocation(line: 73, column: 13, scope: !263)
!277 = !DILocation(line: 72, column: 33, scope: !263)
!278 = distinct !{!278, !264, !279, !255}
!279 = !DILocation(line: 73, column: 62, scope: !126)
!280 = !DILocation(line: 0, scope: !136)
!281 = !DILocation(line: 0, scope: !69, inlinedAt: !282)
!282 = distinct !DILocation(line: 82, column: 17, scope: !138)
!283 = !DILocation(line: 35, column: 9, scope: !191, inlinedAt: !282)
!284 = !DILocation(line: 35, column: 11, scope: !191, inlinedAt: !282)
!285 = !DILocation(line: 35, column: 9, scope: !69, inlinedAt: !282)
!286 = !DILocation(line: 38, column: 19, scope: !231, inlinedAt: !282)
!287 = !DILocation(line: 38, column: 27, scope: !231, inlinedAt: !282)
!288 = !DILocation(line: 38, column: 16, scope: !191, inlinedAt: !282)
!289 = !DILocation(line: 41, column: 19, scope: !235, inlinedAt: !282)
!290 = !DILocation(line: 41, column: 27, scope: !235, inlinedAt: !282)
!291 = !DILocation(line: 41, column: 16, scope: !231, inlinedAt: !282)
!292 = !DILocation(line: 44, column: 19, scope: !239, inlinedAt: !282)
!293 = !DILocation(line: 44, column: 27, scope: !239, inlinedAt: !282)
!294 = !DILocation(line: 44, column: 16, scope: !235, inlinedAt: !282)
!295 = !DILocation(line: 0, scope: !231, inlinedAt: !282)
!296 = !DILocation(line: 0, scope: !95, inlinedAt: !282)
!297 = !DILocation(line: 50, column: 23, scope: !98, inlinedAt: !282)
!298 = !DILocation(line: 51, column: 43, scope: !97, inlinedAt: !282)
!299 = !DILocation(line: 0, scope: !97, inlinedAt: !282)
!300 = !DILocation(line: 52, column: 14, scope: !248, inlinedAt: !282)
!301 = !DILocation(line: 52, column: 17, scope: !248, inlinedAt: !282)
!302 = !DILocation(line: 52, column: 25, scope: !248, inlinedAt: !282)
!303 = !DILocation(line: 52, column: 13, scope: !97, inlinedAt: !282)
!304 = !DILocation(line: 50, column: 5, scope: !95, inlinedAt: !282)
!305 = distinct !{!305, !304, !306, !255}
!306 = !DILocation(line: 55, column: 5, scope: !95, inlinedAt: !282)
!307 = !DILocation(line: 57, column: 13, scope: !257, inlinedAt: !282)
!308 = !DILocation(line: 57, column: 11, scope: !257, inlinedAt: !282)
!309 = !DILocation(line: 57, column: 30, scope: !257, inlinedAt: !282)
!310 = !DILocation(line: 0, scope: !138)
!311 = !DILocation(line: 84, column: 49, scope: !312)
!312 = distinct !DILexicalBlock(scope: !313, file: !2, line: 83, column: 20)
!313 = distinct !DILexicalBlock(scope: !138, file: !2, line: 83, column: 13)
!314 = !DILocation(line: 84, column: 13, scope: !312)
!315 = !DILocation(line: 87, column: 14, scope: !138)
!316 = !DILocation(line: 88, column: 24, scope: !138)
!317 = !DILocation(line: 88, column: 18, scope: !138)
!318 = !DILocation(line: 89, column: 13, scope: !138)
!319 = !DILocation(line: 90, column: 11, scope: !138)
!320 = !DILocation(line: 80, column: 32, scope: !139)
!321 = !DILocation(line: 80, column: 5, scope: !136)
!322 = distinct !{!322, !321, !323, !255}
!323 = !DILocation(line: 91, column: 5, scope: !136)
!324 = !DILocation(line: 92, column: 5, scope: !109)
!325 = distinct !DIAssignID()
!326 = !DILocation(line: 0, scope: !146)
!327 = !DILocation(line: 95, column: 5, scope: !146)
!328 = !DILocation(line: 0, scope: !148)
!329 = !DILocation(line: 97, column: 45, scope: !148)
!330 = !{!331, !331, i64 0}
!331 = !{!"any pointer", !170, i64 0}
!332 = !DILocation(line: 0, scope: !69, inlinedAt: !333)
!333 = distinct !DILocation(line: 97, column: 38, scope: !148)
!334 = !DILocation(line: 32, column: 38, scope: !69, inlinedAt: !333)
!335 = !DILocation(line: 35, column: 9, scope: !191, inlinedAt: !333)
!336 = !DILocation(line: 35, column: 11, scope: !191, inlinedAt: !333)
!337 = !DILocation(line: 35, column: 9, scope: !69, inlinedAt: !333)
!338 = !DILocation(line: 38, column: 19, scope: !231, inlinedAt: !333)
!339 = !DILocation(line: 38, column: 27, scope: !231, inlinedAt: !333)
!340 = !DILocation(line: 38, column: 16, scope: !191, inlinedAt: !333)
!341 = !DILocation(line: 41, column: 19, scope: !235, inlinedAt: !333)
!342 = !DILocation(line: 41, column: 27, scope: !235, inlinedAt: !333)
!343 = !DILocation(line: 41, column: 16, scope: !231, inlinedAt: !333)
!344 = !DILocation(line: 44, column: 19, scope: !239, inlinedAt: !333)
!345 = !DILocation(line: 44, column: 27, scope: !239, inlinedAt: !333)
!346 = !DILocation(line: 44, column: 16, scope: !235, inlinedAt: !333)
!347 = !DILocation(line: 0, scope: !231, inlinedAt: !333)
!348 = !DILocation(line: 0, scope: !95, inlinedAt: !333)
!349 = !DILocation(line: 50, column: 23, scope: !98, inlinedAt: !333)
!350 = !DILocation(line: 51, column: 43, scope: !97, inlinedAt: !333)
!351 = !DILocation(line: 0, scope: !97, inlinedAt: !333)
!352 = !DILocation(line: 52, column: 14, scope: !248, inlinedAt: !333)
!353 = !DILocation(line: 52, column: 17, scope: !248, inlinedAt: !333)
!354 = !DILocation(line: 52, column: 25, scope: !248, inlinedAt: !333)
!355 = !DILocation(line: 52, column: 13, scope: !97, inlinedAt: !333)
!356 = !DILocation(line: 50, column: 5, scope: !95, inlinedAt: !333)
!357 = distinct !{!357, !356, !358, !255}
!358 = !DILocation(line: 55, column: 5, scope: !95, inlinedAt: !333)
!359 = !DILocation(line: 57, column: 13, scope: !257, inlinedAt: !333)
!360 = !DILocation(line: 57, column: 11, scope: !257, inlinedAt: !333)
!361 = !DILocation(line: 57, column: 30, scope: !257, inlinedAt: !333)
!362 = !DILocation(line: 97, column: 9, scope: !148)
!363 = !DILocation(line: 95, column: 29, scope: !149)
!364 = !DILocation(line: 95, column: 23, scope: !149)
!365 = distinct !{!365, !327, !366, !255}
!366 = !DILocation(line: 98, column: 5, scope: !146)
!367 = !DILocation(line: 103, column: 5, scope: !109)
!368 = !DILocation(line: 105, column: 5, scope: !109)
!369 = !DILocation(line: 106, column: 5, scope: !109)
!370 = !DILocation(line: 0, scope: !158)
!371 = !DILocation(line: 107, column: 5, scope: !158)
!372 = !DILocation(line: 110, column: 5, scope: !109)
!373 = !DILocation(line: 112, column: 1, scope: !109)
!374 = !DILocation(line: 108, column: 23, scope: !375)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 108, column: 13)
!376 = distinct !DILexicalBlock(scope: !158, file: !2, line: 107, column: 5)
!377 = !DILocation(line: 109, column: 28, scope: !375)
!378 = !DILocation(line: 109, column: 16, scope: !375)
!379 = !DILocation(line: 109, column: 13, scope: !375)
!380 = !DILocation(line: 107, column: 31, scope: !376)
!381 = !DILocation(line: 107, column: 26, scope: !376)
!382 = distinct !{!382, !371, !383, !255}
!383 = !DILocation(line: 109, column: 32, scope: !158)
!384 = !DISubprogram(name: "printf", scope: !385, file: !385, line: 356, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!386 = !DISubroutineType(types: !387)
!387 = !{!72, !388, null}
!388 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
